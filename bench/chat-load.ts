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
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** The untimed first message of each pair (a cold start of every conversation at once). */
  warmUpP99: number;
  deliveries: Map<string, Delivery>;
}

interface Sent {
  at: number;
  pairIndex: number;
  nth: number;
  warmUp: boolean;
}

/** `send(pairIndex, messageIndex, clientMessageId)` puts one message on the transport. */
export type SendMessage = (
  pairIndex: number,
  messageIndex: number,
  clientMessageId: string,
) => void;

export class ChatLoad {
  private readonly sent = new Map<string, Sent>();
  private readonly sentPerPair: number[];
  private readonly deliveries = new Map<string, Delivery>();
  private readonly warmUps: number[] = [];
  private count = 0;
  private timed = 0;
  private sendSeconds = 0;

  constructor(
    private readonly pairs: number,
    private readonly send: SendMessage,
  ) {
    this.sentPerPair = new Array<number>(pairs).fill(0);
  }

  /** What a transport calls as a message reaches its receiver's socket. */
  arrived(message: ArrivedMessage): void {
    const arrivedAt = wallClock();
    const id = message.clientMessageId ?? '';
    const sent = this.sent.get(id);
    if (sent === undefined) return;
    this.sent.delete(id);
    if (sent.warmUp) {
      this.warmUps.push(arrivedAt - sent.at);
      return;
    }
    this.deliveries.set(id, {
      sentAt: sent.at,
      arrivedAt,
      pairIndex: sent.pairIndex,
      nth: sent.nth,
      messageId: message.id,
      createdAt: message.createdAt,
    });
  }

  /**
   * One message per pair, untimed: the first message of a conversation fills the gateway's
   * membership cache, and the bench starting every conversation in the same 200 ms is no
   * steady state. Its p99 is reported on its own.
   */
  async warmUp(rate: number): Promise<void> {
    await this.sendAt(rate, this.pairs, true);
  }

  /** `rate` messages a second for `seconds`, then waits until they have all arrived. */
  async run(rate: number, seconds: number): Promise<void> {
    const started = performance.now();
    await this.sendAt(rate, Math.round(rate * seconds), false);
    this.sendSeconds += (performance.now() - started) / 1000;
  }

  result(): ChatLoadResult {
    const sorted = Float64Array.from(
      [...this.deliveries.values()].map((delivery) => delivery.arrivedAt - delivery.sentAt),
    ).sort();
    return {
      sent: this.timed,
      delivered: sorted.length,
      sendSeconds: this.sendSeconds,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted[sorted.length - 1] ?? Number.NaN,
      warmUpP99: percentile(Float64Array.from(this.warmUps).sort(), 99),
      deliveries: this.deliveries,
    };
  }

  private async sendAt(rate: number, total: number, warmUp: boolean): Promise<void> {
    const started = performance.now();
    let done = 0;
    while (done < total) {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate) + 1);
      for (; done < due; done += 1) {
        const pairIndex = this.count % this.pairs;
        const clientMessageId = randomUUID();
        const nth = this.sentPerPair[pairIndex] ?? 0;
        this.sentPerPair[pairIndex] = nth + 1;
        this.sent.set(clientMessageId, { at: wallClock(), pairIndex, nth, warmUp });
        this.send(pairIndex, this.count, clientMessageId);
        this.count += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, TICK_MS));
    }
    if (!warmUp) this.timed += total;
    const waitUntil = performance.now() + DRAIN_MS;
    while (this.sent.size > 0 && performance.now() < waitUntil) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
