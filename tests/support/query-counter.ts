import type { TDatabase } from '#server/db/client.ts';

/**
 * Counts what reaches the database driver while it is on (issue 33: a preview asks nothing): every
 * statement, transaction and pooled connection the app's database client is asked for — PGlite's
 * `query`, `exec` and `transaction`, node-postgres' pool `query` and `connect`. `stop()` puts the client
 * back as it was.
 */
export function countQueries(database: TDatabase): {
  count(): number;
  /** The text of each statement counted (empty for a transaction or connection). */
  texts(): string[];
  stop(): void;
} {
  const client = (database.db as unknown as { $client: Record<string, unknown> }).$client;
  let count = 0;
  const texts: string[] = [];
  /** A pool's query takes a connection itself: only the outermost call is the app's. */
  let inside = false;
  const restore: (() => void)[] = [];
  for (const method of ['query', 'exec', 'transaction', 'connect']) {
    const original = client[method];
    if (typeof original !== 'function') continue;
    client[method] = function counted(this: unknown, ...args: unknown[]) {
      if (inside) return (original as (...a: unknown[]) => unknown).apply(this, args);
      count += 1;
      const [first] = args;
      texts.push(
        typeof first === 'string'
          ? first
          : typeof (first as { text?: unknown } | undefined)?.text === 'string'
            ? (first as { text: string }).text
            : '',
      );
      inside = true;
      try {
        return (original as (...a: unknown[]) => unknown).apply(this, args);
      } finally {
        inside = false;
      }
    };
    restore.push(() => {
      client[method] = original;
    });
  }
  return {
    count: () => count,
    texts: () => [...texts],
    stop: () => {
      for (const undo of restore) undo();
    },
  };
}
