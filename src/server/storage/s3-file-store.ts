import type * as S3 from '@aws-sdk/client-s3';
import { assertFolder, splitKey, type TFileStore, type TStoredObject } from './file-store.ts';

export interface TS3Settings {
  /** Empty for AWS itself; the store's address otherwise (https://<account>.r2.cloudflarestorage.com, http://minio:9000). */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (MinIO, Ceph, Garage, s3rver) rather than in the host name. */
  forcePathStyle: boolean;
  /** Put before every key, e.g. `tradein/`, to share a bucket. */
  prefix: string;
}

const isMissing = (error: unknown) => {
  const name = (error as { name?: string }).name;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return name === 'NoSuchKey' || name === 'NotFound' || status === 404;
};

/**
 * Files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Ceph, Garage), the same contract as
 * the folder store (decision 029). The bucket stays private: files reach people only through the
 * server's routes. The SDK is loaded only when a bucket is configured (it is large).
 */
export function createS3FileStore(settings: TS3Settings): TFileStore {
  let loading: Promise<{ sdk: typeof S3; client: S3.S3Client }> | undefined;
  const connect = () =>
    (loading ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
        region: settings.region,
        forcePathStyle: settings.forcePathStyle,
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      }),
    })));
  const { bucket, prefix } = settings;
  const objectKey = (key: string) => {
    splitKey(key);
    return `${prefix}${key}`;
  };

  async function exists(Key: string): Promise<boolean> {
    const { sdk, client } = await connect();
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  return {
    kind: 's3',

    async put(key, data, contentType) {
      const Key = objectKey(key);
      // Names are fresh UUIDs; the check and the conditional header keep "never overwrite" where a store
      // honours If-None-Match, and say so plainly where one does not.
      if (await exists(Key)) throw new Error(`A file is already stored as ${key}`);
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key,
          Body: data,
          ContentType: contentType,
          IfNoneMatch: '*',
        }),
      );
    },

    async get(key) {
      const Key = objectKey(key);
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key }));
        return Buffer.from(await answer.Body!.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async remove(key) {
      const Key = objectKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key }));
    },

    async list(folder) {
      assertFolder(folder);
      const { sdk, client } = await connect();
      const files: TStoredObject[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket: bucket,
            Prefix: `${prefix}${folder}/`,
            ContinuationToken: token,
          }),
        );
        for (const item of page.Contents ?? []) {
          if (!item.Key) continue;
          files.push({ key: item.Key.slice(prefix.length), modifiedAt: item.LastModified ?? new Date(0) });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return files;
    },
  };
}
