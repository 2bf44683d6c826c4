import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lazyModule } from './lazy-module.ts';
import { SERVER_NODE_FLAGS } from './node-runtime.ts';

const root = new URL('../../../', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, root), 'utf8');

describe('the server process', () => {
  it('runs with the same Node flags however it is started (npm run serve, the Docker image)', () => {
    const serve = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.serve;
    expect(serve).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} src/server/main.ts`);
    const command = /^CMD (\[.*\])$/m.exec(read('Dockerfile'))?.[1];
    expect(JSON.parse(command ?? '[]')).toEqual(['node', ...SERVER_NODE_FLAGS, 'src/server/main.ts']);
  });

  it('loads a lazy package on its first use, once', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'lazy-module-'));
    const file = path.join(folder, 'counted.cjs');
    writeFileSync(
      file,
      'globalThis.lazyLoads = (globalThis.lazyLoads ?? 0) + 1; module.exports = { ok: true };',
    );
    const counter = globalThis as { lazyLoads?: number };
    try {
      const load = lazyModule<{ ok: boolean }>(file);
      expect(counter.lazyLoads).toBeUndefined();
      expect(load()).toEqual({ ok: true });
      expect(load()).toBe(load());
      expect(counter.lazyLoads).toBe(1);
    } finally {
      rmSync(folder, { recursive: true, force: true });
      delete counter.lazyLoads;
    }
  });
});
