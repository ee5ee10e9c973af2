import { freePort } from '@starmatch/test-support/free-port';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBullmqJobQueue } from '../src/bullmq-job-queue.js';
import { RedisConnectionClosedError } from '../src/redis-connection.js';
import { singleRedis } from '../src/redis-target.js';
import { TEST_JOB_SETTINGS } from './helpers/job-queue-suite.js';
import { createRecordingLogger } from './helpers/recording-logger.js';
import { waitFor } from './helpers/wait-for.js';

// A queue whose Redis never lets it in (nothing listens here; a wrong password is the same to
// BullMQ) is closed, as a service is stopped: what was waiting for Redis fails with the
// connection's closing, and nothing rejects unhandled, which would end the process.
const unhandled: unknown[] = [];
const record = (reason: unknown) => unhandled.push(reason);
beforeEach(() => {
  unhandled.length = 0;
  process.on('unhandledRejection', record);
});
afterEach(() => {
  process.off('unhandledRejection', record);
});

describe('a BullMQ queue whose Redis never became ready', () => {
  it('closes with every pending call failed and no unhandled rejection', async () => {
    const logger = createRecordingLogger();
    const queue = createBullmqJobQueue({
      redis: singleRedis(`redis://127.0.0.1:${await freePort()}`),
      prefix: 'never-ready',
      settings: TEST_JOB_SETTINGS,
      logger,
    });
    const outcomes = [
      queue.enqueue('test.echo', {}),
      queue.enqueueAndWait('test.echo', {}),
      queue.depths(['test.echo']),
      queue.startWorker({ 'test.echo': async () => null }),
    ].map((call) =>
      call.then(
        () => 'done',
        (error: unknown) => error,
      ),
    );
    await waitFor('a refused connection', () =>
      logger.entries.some((entry) => String(entry.obj.err).includes('ECONNREFUSED')),
    );
    await queue.close();
    const errors = await Promise.all(outcomes);
    expect(errors.map((error) => (error as Error).constructor)).toEqual([
      RedisConnectionClosedError,
      RedisConnectionClosedError,
      RedisConnectionClosedError,
      RedisConnectionClosedError,
    ]);
    // An unhandled rejection is reported after the microtasks that caused it have run.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(unhandled).toEqual([]);
  });
});
