import { describe } from 'vitest';
import { type TestMessaging, targets, useMessaging } from './targets.js';

/** The job names the job-queue tests use, with settings short enough to watch retries happen. */
export const TEST_JOB_SETTINGS = {
  'test.echo': { attempts: 1, backoffMs: 10 },
  'test.retry': { attempts: 3, backoffMs: 200 },
  'test.other': { attempts: 2, backoffMs: 10 },
};

/**
 * Describes `cases` once for each target (memory, and Redis when REDIS_URL is set); `open` makes
 * a fresh messaging instance whose queue knows the test job names.
 */
export function describeJobQueue(cases: (open: () => TestMessaging) => void): void {
  describe.each(targets)('job queue ($kind)', (target) => {
    const open = useMessaging(target);
    cases(() => open(TEST_JOB_SETTINGS));
  });
}
