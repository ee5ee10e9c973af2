import {
  MESSAGE_PAGE,
  POLL_INTERVALS_MS,
  queryRetryDelayMs,
  WS_PATH,
} from '@starmatch/contracts/constants';
import type { Message } from '@starmatch/contracts/messages';
import { serverFrameSchema } from '@starmatch/contracts/realtime';
import {
  createSendQueue,
  type PostOutcome,
  type QueuedMessage,
  type SendQueue,
} from '@starmatch/web/chat-send-queue';
import WebSocket from 'ws';
import { APP_ORIGIN } from './fault-stack.js';

export interface ChatPersonOptions {
  userId: string;
  otherUserId: string;
  matchId: string;
  /** A signed-in session's bearer token. */
  sessionToken: string;
  /** The gateways and apis running now; a person keeps to `preferred` of each while it is up. */
  gateways: () => string[];
  apis: () => string[];
  preferred: number;
  /** 'post' sends every message by POST /api/messages, as the SPA does while its socket is down. */
  sendVia: 'socket' | 'post';
}

export interface Received {
  message: Message;
  /** Date.now() when it first reached this person, by whichever way. */
  at: number;
  /**
   * The socket's own ways: pushed to it, or fetched in the catch-up after a resync or a
   * reconnect (the first of the two that brought it). 'polled' while only the 3 s poll has: the
   * poll often wins the race with an event or a catch-up already on its way, and what counts is
   * whether the message was left to the poll.
   */
  how: 'live' | 'caught-up' | 'polled';
}

const REQUEST_TIMEOUT_MS = 10_000;

/**
 * One person with the chat open, as the SPA has it: the SPA's own send queue (one message at a
 * time, retried with its clientMessageId until acknowledged), the socket to a gateway (opened
 * again with a new ticket after it drops, then a catch-up), a catch-up on every `resync`, and
 * the chat's poll every 3 s behind them. Each message records which of the three brought it.
 */
export class ChatPerson {
  readonly written: QueuedMessage[] = [];
  /** clientMessageId → Date.now() of its acknowledgement. */
  readonly acknowledged = new Map<string, number>();
  readonly failed: QueuedMessage[] = [];
  /** The other person's messages, by id. */
  readonly received = new Map<string, Received>();
  private readonly queue: SendQueue;
  private socket: WebSocket | undefined;
  private online = false;
  private stopped = false;
  private unsent = 0;
  private drainedWaiters: Array<() => void> = [];
  private pollTimer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly options: ChatPersonOptions) {
    this.queue = createSendQueue({
      sendFrame: (message) => this.sendFrame(message),
      post: (message) => this.post(message),
      onChange: (messages) => {
        this.unsent = messages.filter((message) => message.status === 'sending').length;
        if (this.unsent === 0) for (const resolve of this.drainedWaiters.splice(0)) resolve();
      },
      onFailed: (message) => this.failed.push(message),
    });
  }

  get userId(): string {
    return this.options.userId;
  }

  /** Opens the socket; resolves once the gateway said 'connected'. */
  async connect(): Promise<void> {
    await this.openSocket(0, false);
    this.pollTimer = setInterval(
      () => void this.fetchMessages('polled', 1),
      POLL_INTERVALS_MS.messages,
    );
  }

  write(content: string): void {
    const clientMessageId = this.queue.add(content);
    this.written.push({
      clientMessageId,
      content,
      createdAt: new Date().toISOString(),
      status: 'sending',
    });
  }

  /** Resolves once nothing this person wrote is still being sent (acknowledged or failed). */
  drained(): Promise<void> {
    if (this.unsent === 0) return Promise.resolve();
    return new Promise((resolve) => this.drainedWaiters.push(resolve));
  }

  close(): void {
    this.stopped = true;
    clearInterval(this.pollTimer);
    this.queue.dispose();
    this.socket?.close(1000);
  }

  private async openSocket(attempt: number, reconnect: boolean): Promise<void> {
    for (let tries = attempt; !this.stopped; tries += 1) {
      try {
        const { ticket } = (await this.request('POST', '/api/realtime/ticket')) as {
          ticket: string;
        };
        await this.open(ticket, reconnect);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, queryRetryDelayMs(tries)));
      }
    }
  }

  private open(ticket: string, reconnect: boolean): Promise<void> {
    const gateways = this.options.gateways();
    const gateway = gateways[this.options.preferred % gateways.length] ?? '';
    const url = `${gateway.replace(/^http/, 'ws')}${WS_PATH}?token=${ticket}`;
    const socket = new WebSocket(url, { origin: APP_ORIGIN });
    return new Promise((resolve, reject) => {
      let connected = false;
      socket.on('message', (data) => {
        const frame = serverFrameSchema.safeParse(JSON.parse(data.toString()));
        if (!frame.success) return;
        if (frame.data.type === 'connected') {
          connected = true;
          this.socket = socket;
          this.online = true;
          resolve();
          // Whatever was published while this person had no socket never reached them.
          if (reconnect) void this.catchUp();
          return;
        }
        this.onFrame(frame.data);
      });
      socket.on('error', () => undefined);
      socket.once('close', () => {
        if (!connected) {
          reject(new Error('closed before connected'));
          return;
        }
        this.online = false;
        this.socket = undefined;
        this.queue.socketLost();
        if (!this.stopped) void this.openSocket(0, true);
      });
    });
  }

  private onFrame(frame: ReturnType<typeof serverFrameSchema.parse>): void {
    if (frame.type === 'new_message' && frame.matchId === this.options.matchId) {
      this.take(frame.message, 'live');
    } else if (frame.type === 'error' && frame.clientMessageId !== undefined) {
      this.queue.refuse(frame.clientMessageId, {
        retryable: frame.retryable ?? false,
        reason: frame.message,
      });
    } else if (frame.type === 'resync') {
      void this.catchUp();
    }
  }

  private take(message: Message, how: Received['how']): void {
    if (message.senderId === this.options.userId) {
      if (message.clientMessageId === null) return;
      if (!this.acknowledged.has(message.clientMessageId)) {
        this.acknowledged.set(message.clientMessageId, Date.now());
      }
      this.queue.acknowledge(message.clientMessageId);
      return;
    }
    const earlier = this.received.get(message.id);
    if (!earlier) this.received.set(message.id, { message, at: Date.now(), how });
    else if (earlier.how === 'polled') earlier.how = how;
  }

  /** The newest page of the conversation, as the SPA fetches it after a gap. */
  private catchUp(): Promise<void> {
    return this.fetchMessages('caught-up', Number.POSITIVE_INFINITY);
  }

  private async fetchMessages(how: Received['how'], tries: number): Promise<void> {
    for (let attempt = 0; attempt < tries && !this.stopped; attempt += 1) {
      try {
        const messages = (await this.request(
          'GET',
          `/api/messages/${this.options.matchId}?limit=${MESSAGE_PAGE.maxLimit}`,
        )) as Message[];
        for (const message of messages) this.take(message, how);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, queryRetryDelayMs(attempt)));
      }
    }
  }

  private sendFrame(message: QueuedMessage): boolean {
    const socket = this.socket;
    if (this.options.sendVia === 'post' || !this.online || !socket) return false;
    socket.send(
      JSON.stringify({
        type: 'send_message',
        matchId: this.options.matchId,
        otherUserId: this.options.otherUserId,
        content: message.content,
        clientMessageId: message.clientMessageId,
      }),
    );
    return true;
  }

  /** POST /api/messages, answered as the SPA's send-refusal.ts reads the answer. */
  private async post(message: QueuedMessage): Promise<PostOutcome> {
    try {
      const stored = (await this.request('POST', '/api/messages', {
        matchId: this.options.matchId,
        receiverId: this.options.otherUserId,
        content: message.content,
        clientMessageId: message.clientMessageId,
      })) as Message;
      this.take(stored, 'live');
      return { ok: true };
    } catch (error) {
      const status = (error as { status?: number }).status;
      const retryable = status === undefined || status >= 500 || status === 408;
      return { ok: false, retryable };
    }
  }

  /**
   * One call to the api this person prefers, or, when it does not answer at all, to the next:
   * the load balancer in front of the apis does the same.
   */
  private async request(method: string, path: string, body?: unknown): Promise<unknown> {
    const apis = this.options.apis();
    let lastError: unknown;
    for (let offset = 0; offset < apis.length; offset += 1) {
      const api = apis[(this.options.preferred + offset) % apis.length];
      let response: Response;
      try {
        response = await fetch(`${api}${path}`, {
          method,
          headers: {
            Authorization: `Bearer ${this.options.sessionToken}`,
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        lastError = error;
        continue;
      }
      if (!response.ok) {
        throw Object.assign(new Error(`${method} ${path}: ${response.status}`), {
          status: response.status,
        });
      }
      return response.json();
    }
    throw lastError ?? new Error('no api is running');
  }
}
