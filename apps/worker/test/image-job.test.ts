import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMAGE_REJECTED_PREFIX, JOB_NAMES } from '@starmatch/contracts/jobs';
import { JobFailedError } from '@starmatch/messaging/job-queue';
import type { Infrastructure } from '@starmatch/service-kit/infrastructure';
import { createTestInfrastructure } from '@starmatch/service-kit/testing';
import { solid } from '@starmatch/test-support/test-images';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWorkerConfig } from '../src/config.js';
import { createWorker, type Worker } from '../src/create-worker.js';

let uploadDir: string;
let infrastructure: Infrastructure;
let worker: Worker;

beforeAll(async () => {
  uploadDir = await mkdtemp(join(tmpdir(), 'starmatch-image-job-'));
  await mkdir(join(uploadDir, 'incoming'));
  infrastructure = await createTestInfrastructure();
  const config = loadWorkerConfig({ LOG_LEVEL: 'silent', UPLOAD_DIR: uploadDir });
  worker = await createWorker(config, { infrastructure, ownsInfrastructure: true });
  await worker.start();
});

afterAll(async () => {
  await worker.close();
  await rm(uploadDir, { recursive: true, force: true });
});

async function payloadFor(source: Buffer) {
  const userId = randomUUID();
  const photoId = randomUUID();
  const sourcePath = join(uploadDir, 'incoming', photoId);
  await writeFile(sourcePath, source);
  return {
    userId,
    photoId,
    sourcePath,
    outputPath: join(uploadDir, 'profiles', userId, `${photoId}.webp`),
  };
}

describe('image.optimise through the queue', () => {
  it('is registered by createWorker and answers the result', async () => {
    const payload = await payloadFor(await solid(2000, 1000).jpeg().toBuffer());
    const result = await infrastructure.queue.enqueueAndWait(JOB_NAMES.imageOptimise, payload);
    expect(result).toMatchObject({ outputPath: payload.outputPath, width: 1600, height: 800 });
  });

  it('fails once, with the rejection prefix intact, for a file that is not an image', async () => {
    const payload = await payloadFor(Buffer.from('<html><body>hello</body></html>'));
    const failure = await infrastructure.queue
      .enqueueAndWait(JOB_NAMES.imageOptimise, payload)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(JobFailedError);
    expect((failure as Error).message.startsWith(IMAGE_REJECTED_PREFIX)).toBe(true);
  });
});
