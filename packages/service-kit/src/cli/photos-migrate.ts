import { z } from 'zod';
import { optionalString } from '../env-schemas.js';
import { createLocalPhotoStore } from '../local-photo-store.js';
import { ConfigError, parseConfig } from '../parse-config.js';
import { migratePhotos } from '../photo-migration.js';
import { checkPhotoStoreEnv, photoStoreConfig, photoStoreEnv } from '../photo-store-env.js';
import { createS3PhotoStore } from '../s3-photo-store.js';

// pnpm photos:migrate (docs/ARCHITECTURE.md "Photo storage"): copies the upload folder's photos
// into the bucket the photo variables name, as the api and the worker would read them.
// Usage: PHOTO_STORAGE=s3 S3_BUCKET=… [S3_ENDPOINT=…] pnpm photos:migrate [folder]
// The folder defaults to UPLOAD_DIR, else DATA_DIR/uploads.

const migrateEnvSchema = z
  .object({
    ...photoStoreEnv,
    DATA_DIR: z.string().trim().min(1).default('./data'),
    UPLOAD_DIR: optionalString(),
  })
  .superRefine(checkPhotoStoreEnv)
  .superRefine((env, ctx) => {
    if (env.PHOTO_STORAGE !== 's3') {
      ctx.addIssue({
        code: 'custom',
        path: ['PHOTO_STORAGE'],
        message: 'must be s3: photos:migrate copies a folder into a bucket',
      });
    }
  })
  .transform((env) => photoStoreConfig(env, env.UPLOAD_DIR ?? `${env.DATA_DIR}/uploads`));

async function main(): Promise<void> {
  const config = parseConfig(migrateEnvSchema, process.env);
  if (config.kind !== 's3') throw new Error('PHOTO_STORAGE must be s3');
  const folder = process.argv[2] ?? config.uploadDir;
  const source = createLocalPhotoStore(folder);
  const target = createS3PhotoStore(config.s3);
  const where = `${folder} -> s3://${config.s3.bucket}${config.s3.endpoint ? ` at ${config.s3.endpoint}` : ''}`;
  console.log(`photos:migrate ${where}`);
  try {
    const counts = await migratePhotos(source, target, ({ copied }) => {
      if (copied % 500 === 0) console.log(`  ${copied} copied so far`);
    });
    console.log(
      `photos:migrate done: ${counts.copied} copied, ${counts.alreadyThere} already in the bucket, ${counts.notPhotos} not photos (left alone)`,
    );
  } finally {
    target.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
