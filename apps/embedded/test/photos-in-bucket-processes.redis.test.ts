import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateToLatest } from '@starmatch/db/migrate';
import { createTestDatabase, type TestDatabase } from '@starmatch/db/testing';
import { singleRedis } from '@starmatch/messaging/redis-target';
import { deleteKeysUnderPrefix } from '@starmatch/service-kit/redis-prefix-cleanup';
import { createS3PhotoStore } from '@starmatch/service-kit/s3-photo-store';
import { type OwnS3Server, startS3Server } from '@starmatch/test-support/s3-server';
import {
  ProcessLogs,
  type ServiceProcess,
  startService,
} from '@starmatch/test-support/service-process';
import { solid } from '@starmatch/test-support/test-images';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPerson } from './support/distributed-stack.js';

// The api and the worker as processes of their own with no folder in common, as on two
// machines: photos travel only through the bucket (a local s3rver).

const redisUrl = process.env.REDIS_URL ?? '';
const redisPrefix = `test-${randomUUID().slice(0, 8)}`;
const logs = new ProcessLogs();
let database: TestDatabase;
let s3: OwnS3Server;
const dataDirs: string[] = [];
const services: ServiceProcess[] = [];

async function start(name: string, script: string): Promise<ServiceProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), `starmatch-${name}-`));
  dataDirs.push(dataDir);
  const service = await startService(
    name,
    script,
    {
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      DATABASE_URL: database.databaseUrl ?? '',
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      DATA_DIR: dataDir,
      ...s3.env,
    },
    logs,
  );
  services.push(service);
  return service;
}

let api: ServiceProcess;

beforeAll(async () => {
  database = await createTestDatabase();
  await migrateToLatest(database.db);
  s3 = await startS3Server();
  [api] = await Promise.all([
    start('api', 'apps/api/dist/main.js'),
    start('worker', 'apps/worker/dist/main.js'),
  ]);
}, 60_000);

afterAll(async () => {
  for (const service of services) await service.stop();
  await s3?.close();
  await database?.destroy();
  await deleteKeysUnderPrefix(singleRedis(redisUrl), redisPrefix);
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe('photos in a bucket, api and worker on separate machines', () => {
  it('are uploaded to one, optimised by the other, and served from the bucket', async () => {
    const person = await signedInPerson(database.db, 'Aroha', 'Female');
    const form = new FormData();
    const jpeg = await solid(1800, 1200).jpeg().toBuffer();
    form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
    const uploaded = await fetch(`${api.origin}/api/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${person.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };

    const bucket = createS3PhotoStore(s3.options);
    const key = url.replace(/^\/uploads\//, '');
    const stored = await bucket.get(key);
    expect((await bucket.list(`profiles/${person.userId}/`)).sort()).toEqual(
      [key.replace(/\.webp$/, '.thumb.webp'), key].sort(),
    );
    bucket.close();

    const served = await fetch(`${api.origin}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(stored ?? Buffer.alloc(0))).toBe(true);
    // Neither process kept a photo file of its own.
    for (const dir of dataDirs) {
      expect((await filesUnder(dir)).filter((name) => name.endsWith('.webp'))).toEqual([]);
    }
  });
});
