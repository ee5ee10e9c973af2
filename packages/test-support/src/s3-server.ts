import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

// An S3-protocol server of a test's own (s3rver: pure JavaScript, objects in a temporary
// folder), on a free loopback port, with one empty bucket. Nothing else shares it.

export interface OwnS3Server {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  bucket: string;
  /** The variables that point the api and the worker at this bucket (PHOTO_STORAGE=s3 …). */
  env: Record<string, string>;
  /** The store options of @starmatch/service-kit s3-photo-store for this bucket. */
  options: {
    bucket: string;
    endpoint: string;
    region: string;
    forcePathStyle: boolean;
    credentials: { accessKeyId: string; secretAccessKey: string };
  };
  /** Stops the server and removes its folder. */
  close(): Promise<void>;
}

/** s3rver's own key pair: it checks every request's signature against it. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';
const REGION = 'us-east-1';

export async function startS3Server(bucket = 'starmatch-photos'): Promise<OwnS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'starmatch-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      PHOTO_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: REGION,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
    },
    options: {
      bucket,
      endpoint,
      region: REGION,
      forcePathStyle: true,
      credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
