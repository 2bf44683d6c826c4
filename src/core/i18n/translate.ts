/**
 * The one translate of the web, the server (the receipt's price lines) and the tests: nested keys,
 * {{name}} interpolation, and a missing key shows the key itself (spec §2). Pure, so the landing page
 * can carry it (decision 003).
 */
export type TCatalogue = { [key: string]: string | TCatalogue };
export type TVars = Record<string, string | number | undefined>;
export type TTranslate = (key: string, vars?: TVars) => string;

/** The text at `key` (a dotted path), or undefined when the catalogue has none there. */
export function lookup(catalogue: TCatalogue, key: string): string | undefined {
  let node: string | TCatalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/** `text` with each {{name}} replaced by its value; a placeholder without a value stays as written. */
export function fillIn(text: string, vars?: TVars): string {
  if (!vars) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    vars[name] === undefined ? match : String(vars[name]),
  );
}

export function translate(catalogue: TCatalogue, key: string, vars?: TVars): string {
  const text = lookup(catalogue, key);
  return text === undefined ? key : fillIn(text, vars);
}

/** Every key path of a catalogue, for comparing the languages. */
export function catalogueKeys(catalogue: TCatalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : catalogueKeys(value, `${prefix}${key}.`),
  );
}
