import { Fragment } from 'react';
import { AppLink } from '../../components/app-link.tsx';
import type { TTranslate } from '../../lib/i18n.ts';
import { Arrow } from '../../components/arrow.tsx';

/**
 * An assistant reply as text, with the site's own addresses it mentions as links: "/valuation?brand=…"
 * becomes a "Start the valuation" button. Only these paths are ever linked; nothing else is markup.
 */
type TPage = 'valuation' | 'pickup' | 'track' | 'privacy';
// A path on its own: not the end of another site's address ("evil.example/track").
const LINK =
  /(?<![A-Za-z0-9._~/-])\/(valuation|pickup|track|privacy)(\?[A-Za-z0-9=&%._-]*)?(?![A-Za-z0-9/])/g;
/** A model may write a Markdown link around an address; the address is what counts. */
const MARKDOWN_LINK = /\[[^\]\n]{1,120}\]\((\/(?:valuation|pickup|track|privacy)[^)\s]*)\)/g;

type TPart = { text: string } | { page: TPage; to: string };

export function splitLinks(text: string): TPart[] {
  const source = text.replace(MARKDOWN_LINK, '$1');
  const parts: TPart[] = [];
  let last = 0;
  for (const match of source.matchAll(LINK)) {
    const index = match.index;
    if (index > last) parts.push({ text: source.slice(last, index) });
    parts.push({ page: match[1] as TPage, to: match[0] });
    last = index + match[0].length;
  }
  if (last < source.length) parts.push({ text: source.slice(last) });
  return parts;
}

/** The reply as a screen reader should hear it: link labels instead of addresses. */
export function spokenText(text: string, t: TTranslate): string {
  return splitLinks(text)
    .map((part) => ('text' in part ? part.text : t(`chat.link.${part.page}`)))
    .join('');
}

export function MessageText({
  text,
  t,
  onNavigate,
}: {
  text: string;
  t: TTranslate;
  onNavigate: () => void;
}) {
  return (
    <>
      {splitLinks(text).map((part, index) =>
        'text' in part ? (
          <Fragment key={index}>{part.text}</Fragment>
        ) : (
          <AppLink
            key={index}
            to={part.to}
            onClick={onNavigate}
            className={
              part.page === 'valuation'
                ? 'my-1 inline-flex items-center gap-1 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white no-underline hover:bg-brand-800'
                : 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800'
            }
          >
            {t(`chat.link.${part.page}`)}
            {part.page === 'valuation' && <Arrow className="ml-0.5" />}
          </AppLink>
        ),
      )}
    </>
  );
}
