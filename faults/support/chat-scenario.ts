import type { Message } from '@starmatch/contracts/messages';
import { createMatchedPairs, type PairMember } from './chat-pairs.js';
import { ChatPerson } from './chat-person.js';
import type { FaultRedis, FaultStack } from './fault-stack.js';

export interface ChatScenarioOptions {
  pairs: number;
  /** Each person writes this many messages, one every `intervalMs`. */
  messagesEach: number;
  intervalMs: number;
  sendVia: 'socket' | 'post';
  /** When the fault starts, counted from the first message. */
  faultAfterMs: number;
  /** Injects the fault and resolves when the service it hit is back: Date.now() then. */
  fault: () => Promise<number>;
  /** How long after recovery a message may take to reach its receiver before it counts as missing. */
  deliveryDeadlineMs: number;
}

export interface ChatScenarioRun {
  people: ChatPerson[];
  /** Every stored message of the scenario's matches, in the order the database holds them. */
  stored: Message[];
  recoveredAt: number;
  durationMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Pairs of people chat, both ways and across the two gateways (each pair's two people prefer
 * different ones), while the fault hits; then the suite waits for every send to be answered and
 * every stored message to reach its receiver.
 */
export async function runChatScenario(
  stack: FaultStack<FaultRedis>,
  options: ChatScenarioOptions,
): Promise<ChatScenarioRun> {
  const pairs = await createMatchedPairs(stack.database.db, options.pairs);
  const chatter = (me: PairMember, other: PairMember, matchId: string, preferred: number) =>
    new ChatPerson({
      userId: me.userId,
      otherUserId: other.userId,
      matchId,
      sessionToken: me.sessionToken,
      gateways: () => stack.origins('realtime'),
      apis: () => stack.origins('api'),
      preferred,
      sendVia: options.sendVia,
    });
  // preferred index and index + 1: the two of a pair are on different gateways and apis.
  const people = pairs.flatMap(({ a, b, matchId }, index) => [
    chatter(a, b, matchId, index),
    chatter(b, a, matchId, index + 1),
  ]);
  await Promise.all(people.map((person) => person.connect()));

  const started = Date.now();
  // Spread over the interval, so the load is even rather than in bursts.
  const writing = people.map(async (person, index) => {
    await sleep((options.intervalMs * index) / people.length);
    for (let seq = 1; seq <= options.messagesEach; seq += 1) {
      person.write(`${seq} of ${options.messagesEach} from ${person.userId}`);
      await sleep(options.intervalMs);
    }
  });
  const recovered = sleep(options.faultAfterMs).then(options.fault);
  await Promise.all(writing);
  const recoveredAt = await recovered;
  await Promise.all(people.map((person) => person.drained()));

  const matchIds = pairs.map((pair) => pair.matchId);
  const stored = await readStored(stack, matchIds);
  // Every stored message reaches its receiver live or by a catch-up, or the deadline passes; one
  // the poll found first still waits for the event or catch-up that should bring it too.
  const deadline = Math.max(recoveredAt, Date.now()) + options.deliveryDeadlineMs;
  const receiverOf = new Map(people.map((person) => [person.userId, person]));
  while (Date.now() < deadline) {
    const waiting = stored.filter((message) => {
      const received = receiverOf.get(message.receiverId)?.received.get(message.id);
      return received === undefined || received.how === 'polled';
    });
    if (waiting.length === 0) break;
    await sleep(100);
  }
  const durationMs = Date.now() - started;
  for (const person of people) person.close();
  return { people, stored, recoveredAt, durationMs };
}

async function readStored(stack: FaultStack<FaultRedis>, matchIds: string[]): Promise<Message[]> {
  const rows = await stack.database.db
    .selectFrom('messages')
    .select(['id', 'match_id', 'sender_id', 'receiver_id', 'content', 'client_message_id'])
    .select('created_at')
    .where('match_id', 'in', matchIds)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    matchId: row.match_id,
    senderId: row.sender_id,
    receiverId: row.receiver_id,
    content: row.content,
    messageType: 'text',
    createdAt: new Date(row.created_at).toISOString(),
    readAt: null,
    clientMessageId: row.client_message_id,
  }));
}
