import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TRequester } from './test-app.ts';

const MAIN = fileURLToPath(new URL('../../src/server/main.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface TServerProcess extends TRequester {
  url: string;
  child: ChildProcess;
  /** Resolves when the process has ended. */
  exited: Promise<number | null>;
}

/**
 * The real server in a process of its own (`node src/server/main.ts`), on a free port, for tests that
 * must kill it (-9) or start several. Resolves once it listens; rejects when it stops first.
 */
export function startServerProcess(env: Record<string, string>): Promise<TServerProcess> {
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_ON_START: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (!match) return;
      child.stdout?.off('data', onData);
      const url = match[1]!;
      resolve({
        url,
        child,
        exited,
        request: (path: string | URL | Request, init?: RequestInit) => fetch(`${url}${String(path)}`, init),
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) =>
      reject(new Error(`The server stopped (${code}) before listening:\n${output}`)),
    );
  });
}
