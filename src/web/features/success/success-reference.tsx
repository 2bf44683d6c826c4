import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The reference number, large, with a copy button that says when it worked. */
export function ReferenceCard({ reference }: { reference: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const textRef = useRef<HTMLParagraphElement>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function onCopy() {
    const ok = await copyText(reference);
    if (!ok && textRef.current) {
      // No clipboard permission: select the number so a long-press or Ctrl+C copies it.
      const range = document.createRange();
      range.selectNodeContents(textRef.current);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
    }
    setCopied(ok ? 'yes' : 'no');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(null), 4000);
  }

  return (
    <div className="rounded-2xl bg-white px-5 pt-5 pb-2 text-center shadow-sm ring-1 ring-slate-200">
      <p className="text-sm font-semibold tracking-wide text-slate-600">{t('success.referenceLabel')}</p>
      <p
        ref={textRef}
        data-testid="reference"
        className="mt-1 font-mono text-3xl font-bold tracking-wider break-all text-slate-900 sm:text-4xl"
      >
        {reference}
      </p>
      <button
        type="button"
        onClick={() => void onCopy()}
        className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-xl px-4 py-2 font-semibold text-brand-800 ring-1 ring-brand-600 hover:bg-brand-50"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5 fill-none stroke-current"
          strokeWidth="1.8"
        >
          <rect x="8" y="8" width="12" height="12" rx="2" />
          <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
        </svg>
        {t('success.copy')}
      </button>
      <p role="status" className="mt-1 min-h-6 text-sm font-medium text-brand-800">
        {copied === 'yes' ? t('success.copied') : copied === 'no' ? t('success.copyManually') : ''}
      </p>
    </div>
  );
}
