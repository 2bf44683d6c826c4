import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** Access key and secret s3rver accepts (its documented defaults). */
export const S3RVER_KEY = 'S3RVER';

export interface TS3TestServer {
  endpoint: string;
  /** The settings an instance reads (createFileStore / loadConfig), for this bucket. */
  env(bucket: string): Record<string, string>;
  close(): Promise<void>;
}

/**
 * An S3-protocol server on a free port (s3rver, files in a temp folder): the real protocol the S3 store
 * speaks, for tests; `buckets` are made at start.
 */
export async function startS3Server(buckets: string[]): Promise<TS3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'tradein-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: (bucket) => ({
      STORAGE_S3_BUCKET: bucket,
      STORAGE_S3_ENDPOINT: endpoint,
      STORAGE_S3_REGION: 'us-east-1',
      STORAGE_S3_ACCESS_KEY_ID: S3RVER_KEY,
      STORAGE_S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      STORAGE_S3_FORCE_PATH_STYLE: 'true',
    }),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
