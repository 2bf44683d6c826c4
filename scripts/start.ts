/**
 * `npm start`: builds the web app when its sources changed since the last build, then runs the server.
 * A second start with nothing changed skips the build, so it takes a few seconds.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../src/server/runtime/node-runtime.ts';

const root = path.resolve(import.meta.dirname, '..');
const stampFile = path.join(root, 'dist/web/.build-stamp');
const inputs = ['src/web', 'src/core', 'vite.config.ts', 'package-lock.json'];

function listFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [entry];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((item) => item.isFile())
    .map((item) => path.relative(root, path.join(item.parentPath, item.name)))
    .sort();
}

function sourceFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(listFiles)) {
    hash.update(file);
    hash.update(readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

const fingerprint = sourceFingerprint();
const built = existsSync(stampFile) && readFileSync(stampFile, 'utf8') === fingerprint;
if (!built) {
  console.log('Building the web app…');
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, fingerprint);
}

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, 'src/server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
