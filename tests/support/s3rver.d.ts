// The part of s3rver (an S3-protocol server for tests) that tests/support/s3-server.ts uses; it ships no types.
declare module 's3rver' {
  interface TS3rverOptions {
    port?: number;
    address?: string;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string; configs: string[] }[];
  }
  export default class S3rver {
    constructor(options: TS3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
