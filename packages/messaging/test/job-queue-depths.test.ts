import { expect, it } from 'vitest';
import { describeJobQueue } from './helpers/job-queue-suite.js';
import { waitFor } from './helpers/wait-for.js';

describeJobQueue((open) => {
  it("reports each name's waiting, active and delayed jobs (what the metrics read)", async () => {
    const { queue } = open();
    const empty = { waiting: 0, active: 0, delayed: 0 };
    expect(await queue.depths(['test.echo', 'test.other'])).toEqual({
      'test.echo': empty,
      'test.other': empty,
    });
    await queue.enqueue('test.echo', { n: 1 });
    await queue.enqueue('test.echo', { n: 2 });
    await queue.enqueue('test.echo', { n: 3 }, { delayMs: 60_000 });
    await queue.enqueue('test.other', { n: 4 });
    expect(await queue.depths(['test.echo', 'test.other'])).toEqual({
      'test.echo': { waiting: 2, active: 0, delayed: 1 },
      'test.other': { waiting: 1, active: 0, delayed: 0 },
    });

    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = 0;
    await queue.startWorker(
      {
        'test.echo': async () => {
          started += 1;
          await held;
        },
      },
      { concurrency: 1 },
    );
    await waitFor('one job to start', () => started === 1);
    expect((await queue.depths(['test.echo']))['test.echo']).toEqual({
      waiting: 1,
      active: 1,
      delayed: 1,
    });
    release();
    await waitFor('both due jobs to run', () => started === 2);
    await expect
      .poll(async () => (await queue.depths(['test.echo']))['test.echo'])
      .toEqual({ waiting: 0, active: 0, delayed: 1 });
  });
});
