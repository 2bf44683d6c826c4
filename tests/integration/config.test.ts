import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config/env.ts';

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('loadConfig accepted the environment');
}

describe('loadConfig', () => {
  it('uses the documented defaults for an empty environment', () => {
    const config = loadConfig({});

    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      SEED_ON_START: true,
      SHUTDOWN_TIMEOUT_MS: 10_000,
      publicUrl: 'http://localhost:3000',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads the values it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgresql://app@db:5432/tradein',
      PUBLIC_URL: 'https://trade.example.co.th/',
      SEED_ON_START: 'false',
      LOG_LEVEL: 'warn',
    });

    expect(config).toMatchObject({
      PORT: 8080,
      DATABASE_URL: 'postgresql://app@db:5432/tradein',
      SEED_ON_START: false,
      LOG_LEVEL: 'warn',
      publicUrl: 'https://trade.example.co.th',
    });
  });

  it('derives the public URL from PORT when PUBLIC_URL is unset', () => {
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['DATABASE_URL', 'mysql://x'],
    ['LOG_LEVEL', 'verbose'],
    ['PUBLIC_URL', 'trade.example.co.th'],
    ['SEED_ON_START', 'yes'],
    ['NODE_ENV', 'staging'],
  ])('rejects %s=%s with a ConfigError that names the variable', (name, value) => {
    const error = configError({ [name]: value });

    expect(error.name).toBe('ConfigError');
    expect(error.message).toContain(`${name}:`);
    expect(error.message).toContain('.env.example');
  });

  it('lists every bad variable at once', () => {
    const error = configError({ PORT: 'abc', LOG_LEVEL: 'loud' });

    expect(error.message).toContain('PORT:');
    expect(error.message).toContain('LOG_LEVEL:');
  });

  it('asks for the keys of an S3 bucket, and a prefix ending in a slash', () => {
    const error = configError({ STORAGE_S3_BUCKET: 'tradein-files', STORAGE_S3_PREFIX: 'shop-a' });
    expect(error.message).toContain('STORAGE_S3_ACCESS_KEY_ID: required with STORAGE_S3_BUCKET');
    expect(error.message).toContain('STORAGE_S3_SECRET_ACCESS_KEY: required with STORAGE_S3_BUCKET');
    expect(error.message).toContain('STORAGE_S3_PREFIX: must be empty or end with /');
    const config = loadConfig({
      STORAGE_S3_BUCKET: 'tradein-files',
      STORAGE_S3_ACCESS_KEY_ID: 'key',
      STORAGE_S3_SECRET_ACCESS_KEY: 'secret',
      STORAGE_S3_FORCE_PATH_STYLE: 'true',
    });
    expect([config.STORAGE_S3_REGION, config.STORAGE_S3_FORCE_PATH_STYLE, config.STORAGE_S3_PREFIX]).toEqual([
      'us-east-1',
      true,
      '',
    ]);
  });

  it('treats empty strings as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', PUBLIC_URL: '', LOG_LEVEL: '', DATA_DIR: '' });

    expect(config).toMatchObject({ PORT: 3000, LOG_LEVEL: 'info', DATA_DIR: './data' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PUBLIC_URL).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('loads .env.example exactly as it is, to the defaults', () => {
    const example = parseEnv(readFileSync(new URL('../../.env.example', import.meta.url), 'utf8'));

    expect(Object.keys(example)).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'PUBLIC_URL']));
    expect(example.DATABASE_URL).toBe('');
    expect(loadConfig(example)).toEqual(loadConfig({}));
  });
});
