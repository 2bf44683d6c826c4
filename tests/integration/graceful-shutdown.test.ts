import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config/env.ts';
import { createLogger } from '#server/http/logger.ts';
import { startServer, type TRunningServer } from '#server/server.ts';
import { makeTempDir, removeDir } from '../support/test-app.ts';

const HOST = '127.0.0.1';

let running: TRunningServer | undefined;
let tempDirs: string[] = [];

afterEach(async () => {
  await running?.close();
  running = undefined;
  for (const dir of tempDirs) removeDir(dir);
  tempDirs = [];
});

async function start(): Promise<TRunningServer> {
  const dataDir = makeTempDir('tradein-data-');
  const webDir = makeTempDir('tradein-web-');
  tempDirs.push(dataDir, webDir);
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST,
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    WEB_DIST_DIR: webDir,
    LOG_LEVEL: 'silent',
    SEED_ON_START: 'false',
  });
  running = await startServer(config, createLogger('silent'));
  return running;
}

/** Resolves with the error code of a TCP connection attempt, or 'connected'. */
function tryConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host: HOST, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/** Makes the next /readyz wait inside its handler (readiness pings the database) until released. */
function holdReadiness(server: TRunningServer) {
  const ping = server.database.ping.bind(server.database);
  let arrive: () => void = () => {};
  let release: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  server.database.ping = async () => {
    arrive();
    await released;
    await ping();
  };
  return { arrived, release, ping };
}

// Each test starts a server on a new embedded database (migrations included): slow beside other files.
describe('startServer', { timeout: 90_000 }, () => {
  it('lets a request that arrived before close() finish with 200, then refuses connections and closes the database', async () => {
    const server = await start();
    expect(server.port).toBeGreaterThan(0);
    const held = holdReadiness(server);

    const inFlight = fetch(`http://${HOST}:${server.port}/readyz`);
    await held.arrived;
    let closed = false;
    const startedClosing = performance.now();
    const closing = server.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(false);
    held.release();

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ready' });
    expect(response.headers.get('Connection')).toBe('close');
    await closing;
    // Before Node's 5 s keep-alive timeout would have let the connection go: the answered connection does
    // not hold the shutdown open (the margin absorbs a loaded machine).
    expect(performance.now() - startedClosing).toBeLessThan(4_500);

    expect(await tryConnect(server.port)).toBe('ECONNREFUSED');
    await expect(held.ping()).rejects.toThrow();
  });

  it('close() can be called twice and resolves both times', async () => {
    const server = await start();
    const response = await fetch(`http://${HOST}:${server.port}/healthz`);
    expect(response.status).toBe(200);

    await Promise.all([server.close(), server.close()]);

    expect(await tryConnect(server.port)).toBe('ECONNREFUSED');
    await expect(server.database.ping()).rejects.toThrow();
  });
});
