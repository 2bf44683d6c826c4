import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { legacyAuthSecretFile, resolveAuthSecret } from '#server/config/auth-secret.ts';
import { loadConfig } from '#server/config/env.ts';
import { createApp } from '#server/http/app.ts';
import { createLogger } from '#server/http/logger.ts';
import { createSetupRepository } from '#server/modules/setup/setup.repository.ts';
import { startServer } from '#server/server.ts';
import { createUser, signIn } from '../support/auth-factories.ts';
import { createTestApp, makeTempDir, removeDir } from '../support/test-app.ts';
import { useTestDatabase } from '../support/test-database.ts';

const testDatabase = useTestDatabase();
const root = path.resolve(import.meta.dirname, '../..');
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(): string {
  const dir = makeTempDir('tradein-auth-config-');
  cleanups.push(() => removeDir(dir));
  return dir;
}

describe('AUTH_SECRET', () => {
  it('is generated once into the database when unset, production included, and every instance finds it', async () => {
    const { database } = testDatabase;
    const dataDir = tempDir();
    const one = createSetupRepository(database.db);
    const other = createSetupRepository(database.db); // a second instance of the installation

    const [first, second] = await Promise.all([
      resolveAuthSecret({ DATA_DIR: dataDir, AUTH_SECRET: undefined }, one),
      resolveAuthSecret({ DATA_DIR: dataDir, AUTH_SECRET: undefined }, other),
    ]);

    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(second).toBe(first);
    expect(await resolveAuthSecret({ DATA_DIR: tempDir(), AUTH_SECRET: undefined }, one)).toBe(first);
    const secret = 's'.repeat(40);
    expect(await resolveAuthSecret({ DATA_DIR: dataDir, AUTH_SECRET: secret }, one)).toBe(secret);
  });

  it('moves a secret an earlier version kept in DATA_DIR/auth-secret into the database', async () => {
    const dataDir = tempDir();
    const kept = 'k'.repeat(64);
    writeFileSync(legacyAuthSecretFile(dataDir), `${kept}\n`, { mode: 0o600 });
    const store = createSetupRepository(testDatabase.db);

    expect(await resolveAuthSecret({ DATA_DIR: dataDir, AUTH_SECRET: undefined }, store)).toBe(kept);
    expect(await store.findAuthSecret()).toBe(kept);
  });

  it('refuses a kept secret that is too short', async () => {
    const dataDir = tempDir();
    writeFileSync(legacyAuthSecretFile(dataDir), 'short\n', { mode: 0o600 });
    await expect(
      resolveAuthSecret(
        { DATA_DIR: dataDir, AUTH_SECRET: undefined },
        createSetupRepository(testDatabase.db),
      ),
    ).rejects.toThrow(/fewer than 32 characters/);
  });

  it('must have at least 32 characters when set', () => {
    expect(() => loadConfig({ AUTH_SECRET: 'too-short' })).toThrow(
      /AUTH_SECRET: must be at least 32 characters/,
    );
  });

  it('makes createApp refuse to build a production app without it', () => {
    const { database } = testDatabase;
    const config = loadConfig({ NODE_ENV: 'production', WEB_DIST_DIR: tempDir() });
    expect(() => createApp({ config, database, logger: createLogger('silent') })).toThrow(/AUTH_SECRET/);
  });

  it('lets `node src/server/main.ts` start in production without it, printing a one-time setup link', async () => {
    const cwd = tempDir();
    const child = spawn(process.execPath, [path.join(root, 'src/server/main.ts')], {
      cwd,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        DATA_DIR: cwd,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        WEB_DIST_DIR: cwd,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cleanups.push(() => void child.kill('SIGKILL'));
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (/setup\?token=\S+\n/.test(stdout)) resolve();
      });
      child.on('exit', (code) => reject(new Error(`exited ${code}: ${stderr}`)));
    });
    const token = /\/setup\?token=([\w-]+)/.exec(stdout)![1]!;
    expect(token.length).toBeGreaterThanOrEqual(43);
    // The console shows it; the JSON log lines on the same stdout never carry the token.
    const logLines = stdout.split('\n').filter((line) => line.startsWith('{'));
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(token);
  }, 180_000);

  it('signs tokens that another secret does not accept', async () => {
    const { database } = testDatabase;
    const first = await createTestApp({ database, env: { AUTH_SECRET: 'a'.repeat(40) } });
    const same = await createTestApp({ database, env: { AUTH_SECRET: 'a'.repeat(40) } });
    const other = await createTestApp({ database, env: { AUTH_SECRET: 'b'.repeat(40) } });
    cleanups.push(
      () => first.close(),
      () => same.close(),
      () => other.close(),
    );
    const { accessToken } = await signIn(first.app, await createUser(database.db));

    const user = (app: typeof first.app) =>
      app.request('/api/auth/user', { headers: { Authorization: `Bearer ${accessToken}` } });
    expect((await user(same.app)).status).toBe(200);
    expect((await user(other.app)).status).toBe(401);
  });
});

describe('session and CORS settings', () => {
  it('default to 12 hours, 30 minutes and same origin only', () => {
    expect(loadConfig({})).toMatchObject({
      SESSION_MAX_HOURS: 12,
      SESSION_IDLE_MINUTES: 30,
      CORS_ORIGINS: [],
    });
  });

  it('read a comma list of origins', () => {
    expect(
      loadConfig({ CORS_ORIGINS: 'https://admin.example.com, http://localhost:5173/ ,' }).CORS_ORIGINS,
    ).toEqual(['https://admin.example.com', 'http://localhost:5173']);
  });

  it.each(['ftp://files.example.com', 'https://example.com/path', 'not a url', '*'])(
    'refuse %s as an origin',
    (value) => {
      expect(() => loadConfig({ CORS_ORIGINS: value })).toThrow(/CORS_ORIGINS/);
    },
  );

  it.each([
    ['SESSION_MAX_HOURS', '0'],
    ['SESSION_IDLE_MINUTES', '-5'],
    ['SESSION_IDLE_MINUTES', 'soon'],
  ])('refuse %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });
});

describe('starting the server', () => {
  it('warns how to create the first admin while there is none', async () => {
    // With DATABASE_URL the server shares this file's database, emptied before each test.
    const databaseUrl = process.env.DATABASE_URL || undefined;
    const dataDir = tempDir();
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      WEB_DIST_DIR: tempDir(),
      SEED_ON_START: 'false',
    });
    const start = async () => {
      const lines: string[] = [];
      const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
      const running = await startServer(config, logger);
      return { running, warnings: lines.map((line) => JSON.parse(line) as { level: number; msg: string }) };
    };

    const first = await start();
    expect(first.warnings).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: expect.stringMatching(
          /^No admin account yet\. To create the first one, .*npm run user:create -- --email you@example\.com --role admin/,
        ),
      }),
    );
    await createUser(first.running.database.db, { roles: ['admin'] });
    await first.running.close();

    const second = await start();
    expect(second.warnings.filter((line) => line.msg.startsWith('No admin'))).toEqual([]);
    await second.running.close();
  }, 180_000);
});

describe('security headers on account endpoints', () => {
  it('keeps tokens out of caches and the page out of frames', async () => {
    const testApp = await createTestApp({ database: testDatabase.database });
    cleanups.push(() => testApp.close());
    const user = await createUser(testApp.database.db);
    const { response } = await signIn(testApp.app, user);

    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});
