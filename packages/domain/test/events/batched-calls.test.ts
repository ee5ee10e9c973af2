import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { batchedCalls } from '../../src/events/batched-calls.js';

// Many small writes as one: what the notifications consumer takes its events with.

describe('batched calls', () => {
  let runs: number[][];
  beforeEach(() => {
    vi.useFakeTimers();
    runs = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const recorder = async (items: number[]) => {
    runs.push(items);
  };

  it('runs the calls made within the window together, once the window ends', async () => {
    const call = batchedCalls(recorder, { windowMs: 10, maxItems: 100 });
    const settled = [call(1), call(2)];
    await vi.advanceTimersByTimeAsync(9);
    const third = call(3);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await Promise.all([...settled, third]);
    expect(runs).toEqual([[1, 2, 3]]);
    const fourth = call(4);
    await vi.advanceTimersByTimeAsync(10);
    await fourth;
    expect(runs).toEqual([[1, 2, 3], [4]]);
  });

  it('runs at once when the batch is full, without waiting for the window', async () => {
    const call = batchedCalls(recorder, { windowMs: 10, maxItems: 2 });
    await Promise.all([call(1), call(2)]);
    expect(runs).toEqual([[1, 2]]);
    const third = call(3);
    await vi.advanceTimersByTimeAsync(10);
    await third;
    expect(runs).toEqual([[1, 2], [3]]);
  });

  it('rejects every call of a failed run, and the next batch runs on its own', async () => {
    let fail = true;
    const call = batchedCalls(
      async (items: number[]) => {
        if (fail) throw new Error('database away');
        runs.push(items);
      },
      { windowMs: 10, maxItems: 100 },
    );
    const failed = [call(1), call(2)].map((promise) =>
      promise.catch((error: Error) => error.message),
    );
    await vi.advanceTimersByTimeAsync(10);
    expect(await Promise.all(failed)).toEqual(['database away', 'database away']);
    fail = false;
    const retried = call(1);
    await vi.advanceTimersByTimeAsync(10);
    await retried;
    expect(runs).toEqual([[1]]);
  });
});
