import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatFigures, chatFigures } from '../support/chat-figures.js';
import { type ChatScenarioOptions, runChatScenario } from '../support/chat-scenario.js';
import { type FaultStack, startFaultStack } from '../support/fault-stack.js';
import { printFigures } from '../support/print-figures.js';

// The chat under the faults of issue 18, on a distributed stack of the suite's own (two api, two
// gateways, a worker; PostgreSQL and Redis that it stops and kills). Each scenario: 100 matched
// pairs on fresh accounts, each person writing 10 messages a second apart (2,000 messages), the
// fault three seconds in. docs/RELIABILITY.md has the figures and what each one means.

const BASE: Omit<ChatScenarioOptions, 'fault'> = {
  pairs: 100,
  messagesEach: 10,
  intervalMs: 1_000,
  sendVia: 'socket',
  faultAfterMs: 3_000,
  deliveryDeadlineMs: 15_000,
};
/** The Done-when bound: live, or by a catch-up within 5 s of the fault ending. */
const DELIVERY_AFTER_RECOVERY_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const figures: Record<string, ChatFigures> = {};
let stack: FaultStack;

beforeAll(async () => {
  stack = await startFaultStack({ api: 2, realtime: 2, worker: 1 });
});

afterAll(async () => {
  printFigures('Chat under faults', figures);
  if (process.env.FAULTS_LOG_FILE) writeFileSync(process.env.FAULTS_LOG_FILE, stack.logs.text());
  await stack?.stop();
});

async function scenario(name: string, options: Partial<ChatScenarioOptions>) {
  const run = await runChatScenario(stack, { ...BASE, fault: async () => Date.now(), ...options });
  const result = chatFigures(run);
  figures[name] = result;
  const written = BASE.pairs * 2 * BASE.messagesEach;
  expect({
    written: result.written,
    acknowledged: result.acknowledged,
    failed: result.failed,
    lost: result.lost,
    storedTwice: result.storedTwice,
    orderViolationsStored: result.orderViolationsStored,
    orderViolationsOnScreen: result.orderViolationsOnScreen,
    polled: result.polled,
    undelivered: result.undelivered,
  }).toEqual({
    written,
    acknowledged: written,
    failed: 0,
    lost: 0,
    storedTwice: 0,
    orderViolationsStored: 0,
    orderViolationsOnScreen: 0,
    polled: 0,
    undelivered: 0,
  });
  expect(result.slowestDeliveryAfterRecoveryMs).toBeLessThanOrEqual(DELIVERY_AFTER_RECOVERY_MS);
  expect(stack.logs.nonJsonLines()).toEqual([]);
}

describe('chat under faults, distributed, on servers of its own', () => {
  it('Redis killed (SIGKILL), then started again empty two seconds later', async () => {
    await scenario('Redis SIGKILL', {
      fault: async () => {
        await stack.redis.kill();
        await sleep(2_000);
        await stack.redis.start();
        return Date.now();
      },
    });
  });

  it('PostgreSQL stopped at once (immediate), then started again three seconds later', async () => {
    await scenario('PostgreSQL immediate stop', {
      fault: async () => {
        await stack.postgres.stop();
        await sleep(3_000);
        await stack.postgres.start();
        return Date.now();
      },
    });
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

  it('an api stopped (SIGTERM) while every message goes by POST', async () => {
    await scenario('api SIGTERM under POST load', {
      sendVia: 'post',
      fault: async () => {
        await stack.end('api-1', 'SIGTERM');
        return Date.now();
      },
    });
    await stack.start('api-1', 'api');
  });
});
