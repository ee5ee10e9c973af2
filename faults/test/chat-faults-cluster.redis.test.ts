import { writeFileSync } from 'node:fs';
import type { KilledPrimary, OwnRedisCluster } from '@starmatch/test-support/redis-cluster';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkChatUnderFault } from '../support/chat-fault-check.js';
import type { ChatFigures } from '../support/chat-figures.js';
import type { ChatScenarioOptions } from '../support/chat-scenario.js';
import { type FaultStack, startFaultStack } from '../support/fault-stack.js';
import { printFigures } from '../support/print-figures.js';

// The chat under faults with Redis as a six-node cluster (three primaries, a replica each,
// REDIS_CLUSTER_NODES), on the same distributed stack, traffic and checks as
// chat-faults.redis.test.ts (chat-fault-check.ts). docs/RELIABILITY.md "On a Redis Cluster" has
// the figures.

const figures: Record<string, ChatFigures> = {};
let resyncWaves: Record<string, number> = {};
let stack: FaultStack<OwnRedisCluster>;

beforeAll(async () => {
  stack = await startFaultStack({ api: 2, realtime: 2, worker: 1 }, { redis: 'cluster' });
});

afterAll(async () => {
  printFigures('Chat under faults, on a Redis Cluster', figures);
  process.stdout.write(
    `Resync waves per gateway after the primary kill: ${JSON.stringify(resyncWaves)}\n`,
  );
  if (process.env.FAULTS_LOG_FILE) writeFileSync(process.env.FAULTS_LOG_FILE, stack.logs.text());
  await stack?.stop();
});

function resyncWavesByGateway(): Record<string, number> {
  const waves: Record<string, number> = {};
  for (const line of stack.logs.lines) {
    const gateway = /^\[(realtime-\d+)\] /.exec(line)?.[1];
    if (gateway && line.includes('asking clients to resync'))
      waves[gateway] = (waves[gateway] ?? 0) + 1;
  }
  return waves;
}

const scenario = (name: string, options: Partial<ChatScenarioOptions>) =>
  checkChatUnderFault(stack, figures, name, options);

describe('chat under faults, distributed, on a Redis Cluster of its own', () => {
  it('a primary killed (SIGKILL): its replica takes over, and every service follows', async () => {
    // The chat's keys and channels are per person (a person's channel, socket sets and limit
    // windows), so each shard holds a third of them; the shard of the queues' hash tag (BullMQ's
    // `{REDIS_PREFIX}`) holds every queue besides, with the worker's blocking connections. Its
    // primary is the one whose loss reaches every service at once.
    let killed: KilledPrimary | undefined;
    await scenario('cluster primary SIGKILL', {
      fault: async () => {
        killed = await stack.redis.killPrimary(`{${stack.env.REDIS_PREFIX}}`);
        return Date.now();
      },
    });
    expect(killed?.promoted).not.toBe(killed?.port);
    // Every service has its connections on the new primary: the load balancer routes to it.
    expect(await stack.readiness()).toEqual({
      'api-1': 200,
      'api-2': 200,
      'realtime-1': 200,
      'realtime-2': 200,
      'worker-1': 200,
    });
    // How often each gateway had its clients catch up (docs/RELIABILITY.md "On a Redis Cluster").
    resyncWaves = resyncWavesByGateway();
    // Back as the new primary's replica, so the next scenario has a whole cluster.
    if (killed) await stack.redis.restart(killed.port);
  });

  it('a gateway killed (SIGKILL): its people reconnect to the other and catch up', async () => {
    await scenario('gateway SIGKILL', {
      fault: async () => {
        await stack.end('realtime-1', 'SIGKILL');
        return Date.now();
      },
    });
    await stack.start('realtime-1', 'realtime');
  });
});
