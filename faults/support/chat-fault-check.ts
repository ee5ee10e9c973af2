import { expect } from 'vitest';
import { type ChatFigures, chatFigures } from './chat-figures.js';
import { type ChatScenarioOptions, runChatScenario } from './chat-scenario.js';
import type { FaultRedis, FaultStack } from './fault-stack.js';

/**
 * Every chat fault scenario's traffic (docs/RELIABILITY.md "The stack and the traffic"): 100
 * matched pairs on fresh accounts, each person writing 10 messages a second apart (2,000
 * messages), the fault three seconds in.
 */
export const CHAT_FAULT_TRAFFIC: Omit<ChatScenarioOptions, 'fault'> = {
  pairs: 100,
  messagesEach: 10,
  intervalMs: 1_000,
  sendVia: 'socket',
  faultAfterMs: 3_000,
  deliveryDeadlineMs: 15_000,
};

/** The Done-when bound: live, or by a catch-up within 5 s of the fault ending. */
export const DELIVERY_AFTER_RECOVERY_MS = 5_000;

/**
 * Runs one chat scenario on `stack` under its fault, records its figures in `figures` under
 * `name` (for the file's table, whatever the outcome), and asserts what every scenario must
 * show (docs/RELIABILITY.md "What is counted"): all written and acknowledged, nothing failed,
 * lost, stored twice, out of order, left to the poll or undelivered, the slowest delivery within
 * 5 s of recovery, and only JSON in every process's output.
 */
export async function checkChatUnderFault(
  stack: FaultStack<FaultRedis>,
  figures: Record<string, ChatFigures>,
  name: string,
  options: Partial<ChatScenarioOptions>,
): Promise<ChatFigures> {
  const traffic = { ...CHAT_FAULT_TRAFFIC, ...options };
  const run = await runChatScenario(stack, { fault: async () => Date.now(), ...traffic });
  const result = chatFigures(run);
  figures[name] = result;
  const written = traffic.pairs * 2 * traffic.messagesEach;
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
  return result;
}
