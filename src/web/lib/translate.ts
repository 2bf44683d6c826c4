/** Nested keys, {{name}} interpolation, and a missing key shows the key itself (spec §2). */
export type TCatalogue = { [key: string]: string | TCatalogue };
export type TVars = Record<string, string | number>;

export function translate(catalogue: TCatalogue, key: string, vars?: TVars): string {
  let node: string | TCatalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  if (typeof node !== 'string') return key;
  if (!vars) return node;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    vars[name] === undefined ? match : String(vars[name]),
  );
}

/** Every key path of a catalogue, for comparing the languages. */
export function catalogueKeys(catalogue: TCatalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : catalogueKeys(value, `${prefix}${key}.`),
  );
}
