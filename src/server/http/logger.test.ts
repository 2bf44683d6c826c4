import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, logRequest } from './logger.ts';

/** A logger at `level` whose JSON lines are kept. */
function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: createLogger(level, destination), lines };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('createLogger', () => {
  it('writes credentials one level down as [redacted], in log calls and in bindings', async () => {
    const { logger, lines } = capture('info');
    const headers = { authorization: 'Bearer abc', 'set-cookie': 'sid=1', accept: 'text/html' };
    logger.info({ headers, user: { password: 'pw', token: 't', name: 'Somchai' }, count: 2 }, 'one');
    logger.child({ config: { AUTH_SECRET: 's', LLM_API_KEY: 'k', PORT: 3000 } }).warn('two');
    await flush();

    expect(lines[0]).toMatchObject({
      msg: 'one',
      headers: { authorization: '[redacted]', 'set-cookie': '[redacted]', accept: 'text/html' },
      user: { password: '[redacted]', token: '[redacted]', name: 'Somchai' },
      count: 2,
    });
    expect(lines[1]).toMatchObject({
      msg: 'two',
      config: { AUTH_SECRET: '[redacted]', LLM_API_KEY: '[redacted]', PORT: 3000 },
    });
    // The caller's objects are left as they were.
    expect(headers.authorization).toBe('Bearer abc');
    expect(JSON.stringify(lines)).not.toMatch(/Bearer abc|"pw"|sid=1/);
  });
});

describe('logRequest', () => {
  it('builds nothing when its level is off, and one line when it is on', async () => {
    let paths = 0;
    const path = () => {
      paths += 1;
      return '/api/quotes';
    };
    const quiet = capture('warn');
    logRequest(quiet.logger, 'id-1', 'POST', path, 201, performance.now());
    expect(paths).toBe(0);
    logRequest(quiet.logger, 'id-2', 'POST', path, 503, performance.now());
    expect(paths).toBe(1);

    const loud = capture('info');
    logRequest(loud.logger, 'id-3', 'GET', path, 200, performance.now());
    await flush();
    expect(quiet.lines).toEqual([
      expect.objectContaining({ msg: 'request failed', requestId: 'id-2', status: 503 }),
    ]);
    expect(loud.lines).toEqual([
      expect.objectContaining({
        msg: 'request',
        requestId: 'id-3',
        method: 'GET',
        path: '/api/quotes',
        status: 200,
      }),
    ]);
  });
});
