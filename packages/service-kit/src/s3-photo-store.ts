import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  isSafeKey,
  PHOTO_CACHE_CONTROL,
  PHOTO_CONTENT_TYPE,
  type PhotoStore,
} from './photo-store.js';

export interface S3PhotoStoreOptions {
  bucket: string;
  /** For R2, MinIO, Ceph or a local server; AWS's own endpoint when absent. */
  endpoint: string | undefined;
  region: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO, Ceph). */
  forcePathStyle: boolean;
  /** When absent, the AWS SDK's own chain (AWS_ACCESS_KEY_ID…, a profile, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** DeleteObjects takes at most this many keys a call. */
const DELETE_BATCH = 1000;

function isNotFound(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const name = (error as { name?: string }).name;
  return status === 404 || name === 'NoSuchKey' || name === 'NotFound';
}

function clientConfig(options: S3PhotoStoreOptions): S3ClientConfig {
  return {
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  };
}

/** Signing is arithmetic on the request: no key is checked until the bucket sees the URL. */
const PLACEHOLDER_CREDENTIALS = { accessKeyId: 'ORIGIN', secretAccessKey: 'ORIGIN' };

/**
 * The origin of the signed URLs a store with these options hands out, as the SDK builds them:
 * path style or the bucket in the host name, a bucket name no host name can carry (a dot, a
 * capital), an IP address endpoint, the partition's domain, the AWS_* endpoint settings are all
 * its rules, so it is asked rather than imitated. Signing sends nothing, so the process's own
 * credentials (an instance role) are not needed for it.
 */
export async function signedUrlOrigin(options: S3PhotoStoreOptions): Promise<string> {
  const client = new S3Client(clientConfig({ ...options, credentials: PLACEHOLDER_CREDENTIALS }));
  try {
    const command = new GetObjectCommand({ Bucket: options.bucket, Key: 'profiles/origin.webp' });
    return new URL(await getSignedUrl(client, command)).origin;
  } finally {
    client.destroy();
  }
}

/**
 * An S3-compatible bucket as the photo store: AWS S3, Cloudflare R2, MinIO, Ceph. A key is the
 * object's key; a job's location is the key itself. A PUT is atomic in S3, so a reader never sees
 * half an object and a repeated job replaces it with the same bytes.
 */
export function createS3PhotoStore(options: S3PhotoStoreOptions): PhotoStore {
  const client = new S3Client(clientConfig(options));
  const Bucket = options.bucket;
  const checked = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`not a photo key: ${key}`);
    return key;
  };
  const put = async (key: string, body: Uint8Array, contentType: string) => {
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key: checked(key),
        Body: body,
        ContentType: contentType,
        // What a public bucket or a CDN in front of it sends; signed URLs say it again.
        CacheControl: contentType === PHOTO_CONTENT_TYPE ? PHOTO_CACHE_CONTROL : 'no-store',
      }),
    );
  };
  const list = async (prefix: string) => {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  };
  const remove = async (keys: readonly string[]) => {
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH).map((Key) => ({ Key: checked(Key) }));
      await client.send(
        new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch, Quiet: true } }),
      );
    }
  };

  return {
    kind: 's3',
    locationOf: checked,
    keyAt: (location) => (isSafeKey(location) ? location : null),
    async receivingPath(key) {
      // The upload streams to this machine first: its type is judged from its bytes before it
      // goes anywhere, and a cut-off body never reaches the bucket.
      const folder = path.join(tmpdir(), 'starmatch-uploads');
      await mkdir(folder, { recursive: true, mode: 0o700 });
      return path.join(folder, `${randomUUID()}-${path.posix.basename(checked(key))}`);
    },
    async storeReceived(key, received) {
      try {
        await put(key, await readFile(received), 'application/octet-stream');
      } finally {
        await rm(received, { force: true });
      }
    },
    put,
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }));
        return object.Body
          ? Buffer.from(await object.Body.transformToByteArray())
          : Buffer.alloc(0);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    delete: remove,
    async deletePrefix(prefix) {
      await remove(await list(`${checked(prefix.replace(/\/$/, ''))}/`));
    },
    list,
    async signedUrl(key, expiresInSeconds) {
      // Signed at the start of the current half-lifetime, so the same photo has the same URL
      // for that long and the browser's cache of it keeps answering; each URL still has at
      // least half its lifetime left when handed out.
      const halfMs = (expiresInSeconds * 1000) / 2;
      const signingDate = new Date(Math.floor(Date.now() / halfMs) * halfMs);
      const command = new GetObjectCommand({
        Bucket,
        Key: checked(key),
        ResponseCacheControl: PHOTO_CACHE_CONTROL,
        ResponseContentType: PHOTO_CONTENT_TYPE,
      });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds, signingDate });
    },
    close() {
      client.destroy();
    },
  };
}
