/**
 * What other instances changed, told by the database (decision 025): PostgreSQL's LISTEN/NOTIFY on a
 * dedicated connection with a server, PGlite's own listen in one process. A cache trusts its copy only
 * while the feed is live; when the connection drops every listener is reset (the cache checks again by a
 * query), and once the feed listens again they are reset once more, so that nothing sent in between is lost.
 */
export interface TChangeListener {
  /** A notification on the channel (its payload). */
  message(payload: string): void;
  /** Notifications may have been missed: trust nothing cached until it is checked again. */
  reset(): void;
}

export interface TChangeFeed {
  /** Listens on `channel`; resolves once listening (or once the first try failed: it keeps trying). */
  listen(channel: string, listener: TChangeListener): Promise<() => void>;
  /** Whether notifications are being received now (always, in one process with PGlite). */
  isLive(): boolean;
  close(): Promise<void>;
}

const RECONNECT_MS = 1_000;

interface TPgClient {
  connect(): Promise<unknown>;
  query(text: string): Promise<unknown>;
  end(): Promise<void>;
  on(event: 'notification', listener: (message: { channel: string; payload?: string }) => void): unknown;
  on(event: 'error' | 'end', listener: (error?: Error) => void): unknown;
}

/** Channel names are ours (identifiers), never a client's text. */
function quoted(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Bad channel name: ${channel}`);
  return `"${channel}"`;
}

/**
 * One connection for every channel, opened on the first listen and opened again (every second) after it
 * fails, e.g. while the server restarts.
 */
export function createPgChangeFeed(
  createClient: () => TPgClient,
  onConnectionError?: (error: Error) => void,
): TChangeFeed {
  const listeners = new Map<string, Set<TChangeListener>>();
  let client: TPgClient | undefined;
  let connecting: Promise<void> | undefined;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const everyListener = () => [...listeners.values()].flatMap((set) => [...set]);

  function lost(which: TPgClient, error?: Error): void {
    if (client !== which) return;
    client = undefined;
    live = false;
    if (error) onConnectionError?.(error);
    for (const listener of everyListener()) listener.reset();
    void which.end().catch(() => undefined);
    if (!closed && !retry) {
      retry = setTimeout(() => {
        retry = undefined;
        void connect();
      }, RECONNECT_MS);
      retry.unref();
    }
  }

  function connect(): Promise<void> {
    connecting ??= (async () => {
      const next = createClient();
      client = next;
      next.on('error', (error) => lost(next, error));
      next.on('end', () => lost(next));
      next.on('notification', ({ channel, payload }) => {
        for (const listener of listeners.get(channel) ?? []) listener.message(payload ?? '');
      });
      try {
        await next.connect();
        for (const channel of listeners.keys()) await next.query(`LISTEN ${quoted(channel)}`);
        if (client !== next || closed) return;
        live = true;
        // Whatever changed while nobody listened: check it again.
        for (const listener of everyListener()) listener.reset();
      } catch (error) {
        lost(next, error as Error);
      }
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  return {
    async listen(channel, listener) {
      quoted(channel);
      let set = listeners.get(channel);
      const first = !set;
      if (!set) listeners.set(channel, (set = new Set()));
      set.add(listener);
      if (connecting) await connecting;
      if (!client && !retry && !closed) await connect();
      else if (first && client && live) {
        try {
          await client.query(`LISTEN ${quoted(channel)}`);
        } catch (error) {
          lost(client, error as Error);
        }
      }
      return () => {
        set.delete(listener);
      };
    },
    isLive: () => live,
    async close() {
      closed = true;
      live = false;
      if (retry) clearTimeout(retry);
      if (connecting) await connecting.catch(() => undefined);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}

interface TPgliteListen {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

/** PGlite: one process, notifications delivered as the statement that sent them completes. */
export function createPgliteChangeFeed(client: TPgliteListen): TChangeFeed {
  return {
    async listen(channel, listener) {
      quoted(channel);
      const stop = await client.listen(channel, (payload) => listener.message(payload));
      return () => {
        void stop().catch(() => undefined);
      };
    },
    isLive: () => true,
    close: async () => undefined,
  };
}
