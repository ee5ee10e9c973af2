import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gapRestore } from '../src/gap-restore.js';

const SETTLE_MS = 500;

/** A restore whose confirmations the test settles by hand, counting what it was told. */
function restoreUnderTest() {
  const confirmations: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  const told = { restored: 0, failed: 0 };
  let stopped = false;
  const report = gapRestore({
    confirm: () =>
      new Promise<void>((resolve, reject) => {
        confirmations.push({ resolve, reject });
      }),
    restored: () => {
      told.restored += 1;
    },
    failed: () => {
      told.failed += 1;
    },
    stopped: () => stopped,
    settleMs: SETTLE_MS,
  });
  return {
    report,
    confirmations,
    told,
    stop: () => {
      stopped = true;
    },
  };
}

/** Lets the promise callbacks of a settled confirmation run. */
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('gapRestore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('confirms once after a burst of reports has paused, and tells once', async () => {
    const restore = restoreUnderTest();
    // A failover's reports: every 15 ms for 3 s.
    for (let report = 0; report < 200; report += 1) {
      restore.report();
      await vi.advanceTimersByTimeAsync(15);
    }
    expect(restore.confirmations).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(restore.confirmations).toHaveLength(1);
    restore.confirmations[0]?.resolve();
    await flush();
    expect(restore.told).toEqual({ restored: 1, failed: 0 });
  });

  it('confirms again after a report that settled while it ran, and tells once at the end', async () => {
    const restore = restoreUnderTest();
    restore.report();
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    restore.report();
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(restore.confirmations).toHaveLength(1);
    restore.confirmations[0]?.resolve();
    await flush();
    expect(restore.confirmations).toHaveLength(2);
    expect(restore.told.restored).toBe(0);
    restore.confirmations[1]?.resolve();
    await flush();
    expect(restore.told).toEqual({ restored: 1, failed: 0 });
  });

  it('leaves the telling to the run that a report still settling starts', async () => {
    const restore = restoreUnderTest();
    restore.report();
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    // Reported while the first run is under way, and not settled when it ends.
    restore.report();
    await vi.advanceTimersByTimeAsync(100);
    restore.confirmations[0]?.resolve();
    await flush();
    expect(restore.told.restored).toBe(0);
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(restore.confirmations).toHaveLength(2);
    restore.confirmations[1]?.resolve();
    await flush();
    expect(restore.told).toEqual({ restored: 1, failed: 0 });
  });

  it('tells nothing when the confirmation fails, and tries again on the next report', async () => {
    const restore = restoreUnderTest();
    restore.report();
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    restore.confirmations[0]?.reject(new Error('Connection is closed.'));
    await flush();
    expect(restore.told).toEqual({ restored: 0, failed: 1 });
    restore.report();
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    restore.confirmations[1]?.resolve();
    await flush();
    expect(restore.told).toEqual({ restored: 1, failed: 1 });
  });

  it('does nothing once stopped', async () => {
    const restore = restoreUnderTest();
    restore.report();
    restore.stop();
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    restore.report();
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(restore.confirmations).toHaveLength(0);
    expect(restore.told).toEqual({ restored: 0, failed: 0 });
  });
});
