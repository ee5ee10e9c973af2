import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, parseConfig } from '../src/parse-config.js';
import { checkPhotoStoreEnv, photoStoreConfig, photoStoreEnv } from '../src/photo-store-env.js';

const schema = z
  .object(photoStoreEnv)
  .superRefine(checkPhotoStoreEnv)
  .transform((env) => photoStoreConfig(env, '/data/uploads'));

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseConfig(schema, env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.map((line) => line.split(':')[0] ?? '');
    throw error;
  }
  return [];
}

describe('the photo store variables', () => {
  it('choose the upload folder unless told otherwise', () => {
    expect(parseConfig(schema, {})).toEqual({ kind: 'local', uploadDir: '/data/uploads' });
    expect(parseConfig(schema, { S3_BUCKET: 'photos' })).toEqual({
      kind: 'local',
      uploadDir: '/data/uploads',
    });
  });

  it('describe a bucket with PHOTO_STORAGE=s3', () => {
    expect(
      parseConfig(schema, {
        PHOTO_STORAGE: 's3',
        S3_BUCKET: 'photos',
        S3_ENDPOINT: 'http://minio:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        PHOTO_DELIVERY: 'redirect',
        PHOTO_PUBLIC_BASE_URL: 'https://photos.example.nz/',
      }),
    ).toEqual({
      kind: 's3',
      uploadDir: '/data/uploads',
      s3: {
        bucket: 'photos',
        endpoint: 'http://minio:9000',
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      },
      delivery: 'redirect',
      publicBaseUrl: 'https://photos.example.nz',
    });
    expect(parseConfig(schema, { PHOTO_STORAGE: 's3', S3_BUCKET: 'photos' })).toMatchObject({
      s3: { endpoint: undefined, forcePathStyle: false, credentials: undefined },
      delivery: 'api',
    });
  });

  it('refuse a bucketless s3, half a key pair, and values that are not what they name', () => {
    expect(problemsOf({ PHOTO_STORAGE: 's3' })).toEqual(['S3_BUCKET']);
    expect(problemsOf({ S3_ACCESS_KEY_ID: 'key' })).toEqual(['S3_SECRET_ACCESS_KEY']);
    expect(
      problemsOf({
        PHOTO_STORAGE: 'gcs',
        S3_ENDPOINT: 'minio:9000',
        PHOTO_DELIVERY: 'cdn',
        S3_FORCE_PATH_STYLE: 'maybe',
      }),
    ).toEqual(['PHOTO_STORAGE', 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE', 'PHOTO_DELIVERY']);
  });
});
