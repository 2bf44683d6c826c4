import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type TDatabase } from '#server/db/client.ts';
import { listAudit, postSignIn, signIn } from '../support/auth-factories.ts';
import { createTestApp, makeTempDir, removeDir } from '../support/test-app.ts';
import { createTestDatabase, resetDatabase } from '../support/test-database.ts';

/**
 * `npm run user:create`, run as a person would: a child process with its own environment, on the
 * embedded database under a temp DATA_DIR, or on the PostgreSQL server of DATABASE_URL when the tests
 * run against one.
 */

const root = path.resolve(import.meta.dirname, '../..');
const script = path.join(root, 'scripts/user-create.ts');
const databaseUrl = process.env.DATABASE_URL || undefined;
/** Each run starts Node and opens (and migrates) a database on disk: slow on a busy machine. */
const CLI_TEST_TIMEOUT_MS = 180_000;

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function runCli(args: string[], env: Record<string, string>, cwd: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd, // no .env of the developer's is read
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        DATABASE_URL: databaseUrl ?? '',
        LOG_LEVEL: 'silent',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A working folder (DATA_DIR) and the database the CLI writes to, opened by the test afterwards. */
async function workspace(): Promise<{ cwd: string; open: () => Promise<TDatabase> }> {
  const cwd = makeTempDir('tradein-cli-');
  cleanups.push(() => removeDir(cwd));
  if (databaseUrl) {
    const database = await createTestDatabase();
    await resetDatabase(database);
    cleanups.push(() => database.close());
    return { cwd, open: async () => database };
  }
  return {
    cwd,
    open: async () => {
      const database = await openDatabase({ dataDir: path.join(cwd, 'data') });
      cleanups.push(() => database.close());
      return database;
    },
  };
}

describe('npm run user:create', () => {
  it(
    'creates an admin who can sign in',
    async () => {
      const { cwd, open } = await workspace();

      const result = await runCli(
        [
          '--email',
          'First.Admin@Example.com',
          '--role',
          'admin',
          '--role',
          'engineer',
          '--name',
          'Khun Admin',
        ],
        { USER_PASSWORD: 'violet-ferry-window-93' },
        cwd,
      );

      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(
        'Created staff account first.admin@example.com with roles admin, engineer',
      );
      expect(result.stdout).toContain('/auth');
      expect(result.stdout).not.toContain('violet-ferry-window-93');

      const database = await open();
      const app = await createTestApp({ database });
      cleanups.push(() => app.close());
      const { session } = await signIn(app.app, {
        email: 'first.admin@example.com',
        phone: null,
        password: 'violet-ferry-window-93',
        kind: 'staff',
      });
      expect(session.user).toMatchObject({ displayName: 'Khun Admin', roles: ['admin', 'engineer'] });
      const audit = await listAudit(database.db);
      expect(audit).toEqual([
        expect.objectContaining({ action: 'USER_CREATED', details: expect.objectContaining({ via: 'cli' }) }),
        expect.objectContaining({ action: 'SIGN_IN' }),
      ]);
      expect(JSON.stringify(audit)).not.toContain('violet-ferry-window-93');
    },
    CLI_TEST_TIMEOUT_MS,
  );

  it(
    'refuses a password the policy refuses, and a second account with the same email',
    async () => {
      const { cwd, open } = await workspace();

      const weak = await runCli(
        ['--email', 'a@example.com', '--role', 'admin'],
        { USER_PASSWORD: 'password1' },
        cwd,
      );
      expect(weak.code).toBe(1);
      expect(weak.stderr).toMatch(/USER_PASSWORD is not allowed: it is too common/);

      const first = await runCli(
        ['--email', 'a@example.com', '--role', 'sales'],
        { USER_PASSWORD: 'violet-ferry-window-93' },
        cwd,
      );
      expect(first.code).toBe(0);
      const again = await runCli(
        ['--email', 'a@example.com', '--role', 'admin'],
        { USER_PASSWORD: 'another-ferry-window-94' },
        cwd,
      );
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('An account with this email or phone number already exists.');

      const app = await createTestApp({ database: await open() });
      cleanups.push(() => app.close());
      const signedIn = await postSignIn(app.app, {
        identifier: 'a@example.com',
        password: 'another-ferry-window-94',
      });
      expect(signedIn.status).toBe(401);
    },
    CLI_TEST_TIMEOUT_MS,
  );

  it(
    'explains a wrong command line and a missing password',
    async () => {
      const { cwd } = await workspace();

      const noRole = await runCli(
        ['--email', 'a@example.com'],
        { USER_PASSWORD: 'violet-ferry-window-93' },
        cwd,
      );
      expect(noRole.code).toBe(1);
      expect(noRole.stderr).toContain('Give at least one --role');
      expect(noRole.stderr).toContain('Usage: npm run user:create');

      const badRole = await runCli(
        ['--email', 'a@example.com', '--role', 'root'],
        { USER_PASSWORD: 'x' },
        cwd,
      );
      expect(badRole.stderr).toContain('Unknown role "root"');

      const noPassword = await runCli(['--email', 'a@example.com', '--role', 'admin'], {}, cwd);
      expect(noPassword.code).toBe(1);
      expect(noPassword.stderr).toContain('set USER_PASSWORD');
    },
    CLI_TEST_TIMEOUT_MS,
  );
});
