import { mergeMessages } from '@starmatch/web/chat-merge-messages';
import type { ChatScenarioRun } from './chat-scenario.js';

export interface ChatFigures {
  written: number;
  acknowledged: number;
  /** Marked 'Not sent' for good by the send queue. */
  failed: number;
  /** Acknowledged to the sender, yet not in the database. */
  lost: number;
  /** Written once, stored more than once. */
  storedTwice: number;
  /** Adjacent pairs of one sender's messages stored in the other order than written. */
  orderViolationsStored: number;
  /** The same, in the receiver's conversation as the SPA lays it out. */
  orderViolationsOnScreen: number;
  deliveredLive: number;
  /** Fetched after a resync frame or a reconnect. */
  caughtUp: number;
  /** Found by the chat's 3 s poll before anything else brought it. */
  polled: number;
  /** Stored, but never reached the receiver. */
  undelivered: number;
  /** The longest a message took to reach its receiver, counted from when it was stored or the fault ended, whichever was later. */
  slowestDeliveryAfterRecoveryMs: number;
  durationMs: number;
}

/** "3 of 10 from <user id>" → 3. */
function seqOf(content: string): number {
  return Number(content.split(' ')[0]);
}

function inversions(seqs: number[]): number {
  let count = 0;
  for (let index = 1; index < seqs.length; index += 1) {
    if ((seqs[index] ?? 0) < (seqs[index - 1] ?? 0)) count += 1;
  }
  return count;
}

export function chatFigures(run: ChatScenarioRun): ChatFigures {
  const { people, stored, recoveredAt } = run;
  const storedContents = new Map<string, number>();
  for (const message of stored) {
    storedContents.set(message.content, (storedContents.get(message.content) ?? 0) + 1);
  }
  const byId = new Map(people.map((person) => [person.userId, person]));

  let written = 0;
  let acknowledged = 0;
  let failed = 0;
  let lost = 0;
  let orderViolationsStored = 0;
  let orderViolationsOnScreen = 0;
  for (const person of people) {
    written += person.written.length;
    failed += person.failed.length;
    for (const message of person.written) {
      if (!person.acknowledged.has(message.clientMessageId)) continue;
      acknowledged += 1;
      if (!storedContents.has(message.content)) lost += 1;
    }
    const mine = stored.filter((message) => message.senderId === person.userId);
    orderViolationsStored += inversions(mine.map((message) => seqOf(message.content)));
    const theirs = [...person.received.values()].map((received) => received.message);
    const screen = mergeMessages(theirs, [], person.userId);
    orderViolationsOnScreen += inversions(screen.map((item) => seqOf(item.content)));
  }

  let deliveredLive = 0;
  let caughtUp = 0;
  let polled = 0;
  let undelivered = 0;
  let slowest = 0;
  for (const message of stored) {
    const received = byId.get(message.receiverId)?.received.get(message.id);
    if (!received) {
      undelivered += 1;
      continue;
    }
    if (received.how === 'live') deliveredLive += 1;
    else if (received.how === 'caught-up') caughtUp += 1;
    else polled += 1;
    const from = Math.max(Date.parse(message.createdAt), recoveredAt);
    slowest = Math.max(slowest, received.at - from);
  }

  return {
    written,
    acknowledged,
    failed,
    lost,
    storedTwice: [...storedContents.values()].filter((count) => count > 1).length,
    orderViolationsStored,
    orderViolationsOnScreen,
    deliveredLive,
    caughtUp,
    polled,
    undelivered,
    slowestDeliveryAfterRecoveryMs: slowest,
    durationMs: run.durationMs,
  };
}
