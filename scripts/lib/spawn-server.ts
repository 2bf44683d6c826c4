import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../../src/server/runtime/node-runtime.ts';
import { onServerCores } from './cores.ts';

export const root = path.resolve(import.meta.dirname, '../..');

export interface TSpawnedServer {
  url: string;
  process: ChildProcess;
  /** Milliseconds from spawn until /readyz answered 200. */
  readyMs: number;
  stop(): Promise<void>;
}

export interface TSpawnOptions {
  /** Told the process at once (to watch it while it starts). */
  onSpawn?: (child: ChildProcess) => void;
  /** Where the process's standard output goes (an open file); ignored by default. */
  stdoutFd?: number;
  /** Run on the servers' core, apart from a load generator that called pinLoadGenerator (cores.ts). */
  pin?: boolean;
  /**
   * What to wait for: `/readyz` (the database answers within 2 s) by default; `/healthz` (listening) for
   * a bench whose server is busy with its database from the first moment (bench:notifications).
   */
  readyPath?: '/readyz' | '/healthz';
}

/** Starts `entry` (default: the server) with the given environment and waits for /readyz. */
export async function spawnServer(
  env: Record<string, string>,
  entry = 'src/server/main.ts',
  { onSpawn, stdoutFd, pin, readyPath = '/readyz' }: TSpawnOptions = {},
): Promise<TSpawnedServer> {
  const port = Number(env.PORT);
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const node = [...SERVER_NODE_FLAGS, path.join(root, entry)];
  const { command, args } = pin
    ? onServerCores(process.execPath, node)
    : { command: process.execPath, args: node };
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      // A production start needs the accounts' signing secret (decision 008); benchmark data is thrown away.
      AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(48).toString('base64url'),
      ...env,
    },
    stdio: ['ignore', stdoutFd ?? 'ignore', 'inherit'],
  });
  onSpawn?.(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}${readyPath}`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 120_000) {
      child.kill('SIGKILL');
      throw new Error('server did not become ready in 120 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const readyMs = performance.now() - started;
  return {
    url,
    process: child,
    readyMs,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
