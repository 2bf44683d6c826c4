import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No module of `src/` reaches itself through its imports, type-only imports included (issue 34): a reader
 * can take any file and read down, never back up. A lazy `import()` is not an import here; it is how a
 * page or the auth client loads later, and it cannot make a module see another half-initialised.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const ALIASES: [string, string][] = [
  ['#core/', 'src/core/'],
  ['#server/', 'src/server/'],
];
// `import … from '…'` and `export … from '…'`, over several lines; a bare `import '…'` too.
const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolve(from: string, specifier: string, known: Set<string>): string | undefined {
  const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
  let target: string;
  if (alias) target = path.join(ROOT, alias[1], specifier.slice(alias[0].length));
  else if (specifier.startsWith('.')) target = path.resolve(path.dirname(from), specifier);
  else return undefined;
  return [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')].find((candidate) =>
    known.has(candidate),
  );
}

/** The import graph's strongly connected parts of more than one module, or one that imports itself. */
function importCircles(sources: Map<string, string>): string[][] {
  const known = new Set(sources.keys());
  const graph = new Map<string, string[]>();
  for (const [file, source] of sources) {
    const targets = [...source.matchAll(IMPORT)]
      .map((match) => resolve(file, match[1] ?? '', known))
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  // Tarjan's algorithm.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const part: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      part.push(member);
    } while (member !== node);
    if (part.length > 1 || graph.get(node)?.includes(node)) circles.push(part);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return circles.map((part) => part.map((file) => path.relative(ROOT, file)).sort());
}

describe('the source tree', () => {
  it('has no import circle, type-only imports included', () => {
    const files = sourceFiles(path.join(ROOT, 'src'));
    expect(importCircles(new Map(files.map((file) => [file, readFileSync(file, 'utf8')])))).toEqual([]);
  });

  it('would find a circle closed by a type-only import over several lines, and not a lazy import()', () => {
    const at = (name: string) => path.join(ROOT, 'src/example', name);
    const sources = new Map([
      [at('a.ts'), "import { b } from './b.ts';\nexport const a = () => b();\n"],
      [at('b.ts'), "import type {\n  TC,\n} from '#core/c.ts';\nexport const b = () => 1;\n"],
      [path.join(ROOT, 'src/core/c.ts'), "import type { TA } from '../example/a.ts';\nexport type TC = 1;\n"],
      [at('lazy.ts'), "export const load = () => import('./a.ts');\n"],
    ]);
    expect(importCircles(sources)).toEqual([['src/core/c.ts', 'src/example/a.ts', 'src/example/b.ts']]);
  });
});
