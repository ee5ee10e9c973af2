import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, type FixtureProcess, spawnFixture } from './helpers/fixture-process.js';
import { redisTarget, requiredRedisUrl, uniqueName, useMessaging } from './helpers/targets.js';
import { waitFor } from './helpers/wait-for.js';

describe('across Node processes (redis)', () => {
  const url = requiredRedisUrl();
  const open = useMessaging(redisTarget(url));
  const children: FixtureProcess[] = [];

  beforeAll(() => ensureBuilt(), 60_000);
  afterEach(async () => {
    for (const fixture of children.splice(0)) {
      if (fixture.child.exitCode === null) fixture.child.kill('SIGKILL');
      await fixture.exited;
    }
  });

  function start(script: string, args: string[]): FixtureProcess {
    const fixture = spawnFixture(script, args);
    children.push(fixture);
    return fixture;
  }

  it('delivers an event published here to a subscriber in a child process', async () => {
    const prefix = uniqueName('xproc');
    const channel = uniqueName('user');
    const { bus } = open({}, prefix);
    const fixture = start('subscriber.mjs', [url, prefix, channel]);
    await waitFor('the child to subscribe', () => fixture.lines.includes('ready'), 15_000);

    const event = { type: 'new_message', matchId: 'm-1', message: { content: 'Kia ora' } };
    await bus.publish(channel, event);
    await waitFor('the child to report the event', () => fixture.lines.length === 2);

    const report = JSON.parse(fixture.lines[1] ?? '{}');
    expect(report).toEqual({ pid: fixture.child.pid, kind: 'redis', event });
    expect(report.pid).not.toBe(process.pid);
    expect(await fixture.exited).toBe(0);
    expect(fixture.stderr).toEqual([]);
  });

  it('runs a job enqueued here on a worker in a child process', async () => {
    const prefix = uniqueName('xproc');
    const settings = { 'test.square': { attempts: 1, backoffMs: 10 } };
    const { queue } = open(settings, prefix);
    const fixture = start('worker.mjs', [url, prefix]);
    await waitFor('the child worker to start', () => fixture.lines.includes('ready'), 15_000);

    const result = await queue.enqueueAndWait('test.square', { n: 12 }, { timeoutMs: 10_000 });
    expect(result).toEqual({ squared: 144, pid: fixture.child.pid });

    fixture.child.kill('SIGTERM');
    expect(await fixture.exited).toBe(0);
  });
});
