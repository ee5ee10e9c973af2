import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { checkChatUnderFault } from '../support/chat-fault-check.js';
import type { ChatFigures } from '../support/chat-figures.js';
import type { ChatScenarioOptions } from '../support/chat-scenario.js';
import { type FaultStack, startFaultStack } from '../support/fault-stack.js';
import { printFigures } from '../support/print-figures.js';

// The chat under the faults of issue 18, on a distributed stack of the suite's own (two api, two
// gateways, a worker; PostgreSQL and Redis that it stops and kills), under the traffic and the
// checks of chat-fault-check.ts. docs/RELIABILITY.md has the figures and what each one means.

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

const scenario = (name: string, options: Partial<ChatScenarioOptions>) =>
  checkChatUnderFault(stack, figures, name, options);

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
