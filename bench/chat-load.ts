import { randomUUID } from 'node:crypto';
import type { Delivery } from './chat-trace.js';
import { percentile } from './stats.js';

// One load pattern for every chat transport measured (ours, the Socket.IO peer): a fixed rate
// of messages, round-robin over the pairs' senders, each timed until its receiver has it.

const TICK_MS = 10;
const DRAIN_MS = 30_000;

/** Wall-clock ms, to set beside the gateways' own timestamps (chat-trace.ts). */
export const wallClock = () => performance.timeOrigin + performance.now();

export interface ArrivedMessage {
  id: string;
  createdAt: string;
  clientMessageId: string | null;
}

export interface ChatLoadResult {
  sent: number;
  delivered: number;
  sendSeconds: number;
  deliveredSeconds: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  deliveries: Map<string, Delivery>;
}

export class ChatLoad {
  private readonly sentAt = new Map<string, { at: number; pairIndex: number; nth: number }>();
  readonly deliveries = new Map<string, Delivery>();

  /** What a transport calls as a message reaches its receiver's socket. */
  arrived(message: ArrivedMessage): void {
    const arrivedAt = wallClock();
    const sent = this.sentAt.get(message.clientMessageId ?? '');
    if (sent === undefined || this.deliveries.has(message.clientMessageId ?? '')) return;
    this.deliveries.set(message.clientMessageId ?? '', {
      sentAt: sent.at,
      pairIndex: sent.pairIndex,
      nth: sent.nth,
      arrivedAt,
      messageId: message.id,
      createdAt: message.createdAt,
    });
  }

  /** Sends `rate` a second for `seconds` through `send(pairIndex, messageIndex, clientMessageId)`. */
  async run(
    rate: number,
    seconds: number,
    pairs: number,
    send: (pairIndex: number, messageIndex: number, clientMessageId: string) => void,
  ): Promise<ChatLoadResult> {
    const total = rate * seconds;
    const started = performance.now();
    let next = 0;
    while (next < total) {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate) + 1);
      for (; next < due; next += 1) {
        const clientMessageId = randomUUID();
        const pairIndex = next % pairs;
        this.sentAt.set(clientMessageId, {
          at: wallClock(),
          pairIndex,
          nth: Math.floor(next / pairs),
        });
        send(pairIndex, next, clientMessageId);
      }
      await new Promise((resolve) => setTimeout(resolve, TICK_MS));
    }
    const sendSeconds = (performance.now() - started) / 1000;
    const waitUntil = performance.now() + DRAIN_MS;
    while (this.deliveries.size < total && performance.now() < waitUntil) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const deliveredSeconds = (performance.now() - started) / 1000;
    const sorted = Float64Array.from(
      [...this.deliveries.values()].map((delivery) => delivery.arrivedAt - delivery.sentAt),
    ).sort();
    return {
      sent: total,
      delivered: sorted.length,
      sendSeconds,
      deliveredSeconds,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted[sorted.length - 1] ?? Number.NaN,
      deliveries: this.deliveries,
    };
  }
}
