import { createServer, connect, type Server, type Socket } from 'node:net';

export interface TTcpProxy {
  /** The port it listens on (the same after a restart). */
  readonly port: number;
  /** Stops listening and cuts every connection through it: the database is "down". */
  stop(): Promise<void>;
  /** Listens again on the same port: the database is back. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP proxy on 127.0.0.1 in front of `target`, so a test can take "the database server" away and
 * bring it back without stopping the machine's shared PostgreSQL server.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TTcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const instance = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      instance.once('error', reject);
      instance.listen(port, '127.0.0.1', () => {
        port = (instance.address() as { port: number }).port;
        server = instance;
        resolve();
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });

  await listen();
  return {
    get port() {
      return port;
    },
    stop,
    start: listen,
    close: stop,
  };
}
