import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LOCALES, type TLocale } from '#core/constants.ts';

type TCatalogue = { [key: string]: string | TCatalogue };
export type TTranslate = (key: string, vars?: Record<string, string | number | undefined>) => string;

const localesDir = fileURLToPath(new URL('../../../web/locales/', import.meta.url));

/**
 * The web's language catalogues, read once at start, so the receipt names price lines
 * (`pricing.line.*`, `questionnaire.*`) with the words the customer saw on screen.
 * Same rules as the web: nested keys, {{name}} placeholders, a missing key shows the key.
 */
export function loadWebCatalogues(dir: string = localesDir): Record<TLocale, TTranslate> {
  const entries = LOCALES.map((locale) => {
    const catalogue = JSON.parse(readFileSync(`${dir}/${locale}.json`, 'utf8')) as TCatalogue;
    return [
      locale,
      (key: string, vars?: Record<string, string | number | undefined>) => translate(catalogue, key, vars),
    ];
  });
  return Object.fromEntries(entries) as Record<TLocale, TTranslate>;
}

function translate(
  catalogue: TCatalogue,
  key: string,
  vars?: Record<string, string | number | undefined>,
): string {
  let node: string | TCatalogue | undefined = catalogue;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') return key;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    vars?.[name] === undefined ? match : String(vars[name]),
  );
}
