import { z } from 'zod';
import { booleanFlag, optionalString } from './env-schemas.js';
import { createLocalPhotoStore } from './local-photo-store.js';
import type { PhotoStore } from './photo-store.js';
import type { S3PhotoStoreOptions } from './s3-photo-store.js';

/** How long a signed photo URL lives; the api hands out one that has at least half of it left. */
export const SIGNED_PHOTO_URL_SECONDS = 2 * 60 * 60;

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

/** The variables of the photo store (docs/ARCHITECTURE.md "Photo storage"), for api and worker. */
export const photoStoreEnv = {
  PHOTO_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: optionalString(),
  S3_ENDPOINT: optionalString().pipe(httpUrl.optional()),
  S3_REGION: optionalString().transform((value) => value ?? 'us-east-1'),
  S3_FORCE_PATH_STYLE: booleanFlag(false),
  S3_ACCESS_KEY_ID: optionalString(),
  S3_SECRET_ACCESS_KEY: optionalString(),
  /**
   * How /uploads/ answers with photos in a bucket: `api` streams the object with the headers
   * the local folder has (same origin), `redirect` sends the browser to the object itself.
   */
  PHOTO_DELIVERY: z.enum(['api', 'redirect']).default('api'),
  /** Where the bucket's objects are public (a CDN or a public bucket): redirects go there unsigned. */
  PHOTO_PUBLIC_BASE_URL: optionalString().pipe(httpUrl.optional()),
};

type PhotoStoreEnv = z.output<z.ZodObject<typeof photoStoreEnv>>;

export type PhotoStoreConfig =
  | { kind: 'local'; uploadDir: string }
  | {
      kind: 's3';
      uploadDir: string;
      s3: S3PhotoStoreOptions;
      delivery: 'api' | 'redirect';
      publicBaseUrl: string | undefined;
    };

/** For a service schema's superRefine: a bucket for s3, and the key pair together or not at all. */
export function checkPhotoStoreEnv(env: PhotoStoreEnv, ctx: z.RefinementCtx): void {
  if (env.PHOTO_STORAGE === 's3' && env.S3_BUCKET === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: 'PHOTO_STORAGE=s3 needs S3_BUCKET',
    });
  }
  if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are given together, or neither',
    });
  }
}

export function photoStoreConfig(env: PhotoStoreEnv, uploadDir: string): PhotoStoreConfig {
  if (env.PHOTO_STORAGE === 'local' || env.S3_BUCKET === undefined)
    return { kind: 'local', uploadDir };
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return {
    kind: 's3',
    uploadDir,
    s3: {
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    },
    delivery: env.PHOTO_DELIVERY,
    publicBaseUrl: env.PHOTO_PUBLIC_BASE_URL?.replace(/\/$/, ''),
  };
}

/** The AWS SDK loads only where a bucket is configured: the folder's processes never carry it. */
export async function openPhotoStore(config: PhotoStoreConfig): Promise<PhotoStore> {
  if (config.kind === 'local') return createLocalPhotoStore(config.uploadDir);
  const { createS3PhotoStore } = await import('./s3-photo-store.js');
  return createS3PhotoStore(config.s3);
}
