import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isStorableText, text, TEXT_INVALID_KEY } from './text.ts';

/** Every module of the contracts folder, read the way the server and the web import them. */
const contractModules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], {
  eager: true,
});

type TDef = { type: string; format?: string; [key: string]: unknown };
const defOf = (schema: unknown): TDef | undefined => (schema as { _zod?: { def?: TDef } } | null)?._zod?.def;

/** Plain string schemas (no format such as uuid or date, whose patterns are ASCII) that take NUL. */
function leakyStrings(schema: unknown, path: string, seen = new Set<unknown>()): string[] {
  const def = defOf(schema);
  if (!def || seen.has(schema)) return [];
  seen.add(schema);
  const walk = (child: unknown, at: string) => leakyStrings(child, at, seen);
  switch (def.type) {
    case 'string': {
      if (def.format) return [];
      const issues = (schema as z.ZodType).safeParse('ok\u0000').error?.issues ?? [];
      const lone = (schema as z.ZodType).safeParse('ok\ud800').error?.issues ?? [];
      const refused = (list: typeof issues) => list.some((issue) => issue.message === TEXT_INVALID_KEY);
      return refused(issues) && refused(lone) ? [] : [path];
    }
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, child]) =>
        walk(child, `${path}.${key}`),
      );
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'union':
      return (def.options as unknown[]).flatMap((option, index) => walk(option, `${path}|${index}`));
    case 'record':
      return [...walk(def.keyType, `${path}{key}`), ...walk(def.valueType, `${path}{}`)];
    case 'pipe':
      return [...walk(def.in, path), ...walk(def.out, path)];
    case 'intersection':
      return [...walk(def.left, path), ...walk(def.right, path)];
    default:
      return 'innerType' in def ? walk(def.innerType, path) : [];
  }
}

describe('isStorableText', () => {
  it('refuses NUL and lone surrogates, and accepts Thai, emoji and other characters', () => {
    expect(isStorableText('สวัสดี 👋 café\t\n')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\ud800')).toBe(false);
    expect(isStorableText('x\udc00')).toBe(false);
    expect(isStorableText('\ud83d\ud83d\udc4b')).toBe(false);
  });
});

describe('every text field of every contract (F3)', () => {
  it('finds a plain z.string() (the check itself can fail)', () => {
    expect(leakyStrings(z.object({ name: z.string(), ok: text() }), 'X')).toEqual(['X.name']);
  });

  it('refuses NUL and lone surrogates with errors.text.invalidCharacters', () => {
    const leaks = Object.entries(contractModules).flatMap(([file, exports]) =>
      Object.entries(exports).flatMap(([name, value]) => leakyStrings(value, `${file} ${name}`)),
    );
    expect(Object.keys(contractModules).length).toBeGreaterThan(8);
    expect(leaks).toEqual([]);
  });
});
