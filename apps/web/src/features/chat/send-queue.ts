/**
 * How long the queue waits. An ack normally comes back in milliseconds, so 5 s without one means
 * the send (or its answer) was lost; each later wait is longer, so a stalled server is not
 * flooded, and after about a minute of trying the person decides.
 */
export const SEND_QUEUE_TIMINGS = {
  /** Waiting for the ack of the first try; doubled for each later try. */
  ackTimeoutMs: 5_000,
  ackTimeoutMaxMs: 20_000,
  /** Before retrying a send the server refused for now (a stall, a limit); doubled each time. */
  retryDelayMs: 1_000,
  retryDelayMaxMs: 16_000,
  /** Once this much waiting has gone into one message, it is marked failed. */
  giveUpAfterMs: 45_000,
} as const;

/** Why a try did not go through, as the transport understood the answer. */
export interface SendRefusal {
  /** The same send may succeed later (a stall, a fault, a per-socket limit). */
  retryable: boolean;
  /** The server's words, shown with a final failure. */
  reason?: string;
}

/** What the screen shows of a message of mine that has not been acknowledged. */
export interface QueuedMessage {
  clientMessageId: string;
  content: string;
  createdAt: string;
  status: 'sending' | 'failed';
  /** With a failure the server explained (e.g. over a limit). */
  reason?: string;
}

export type PostOutcome = { ok: true } | ({ ok: false } & SendRefusal);

export interface SendQueueOptions {
  /** Hands the message to the socket; false when the socket is down. */
  sendFrame: (message: QueuedMessage) => boolean;
  /** POST /api/messages: resolves once the server has answered, never rejects. */
  post: (message: QueuedMessage) => Promise<PostOutcome>;
  /** The unacknowledged messages changed, in the order they were written (or re-queued). */
  onChange: (messages: readonly QueuedMessage[]) => void;
  /** A message has finally failed; the person may tap it to send it again. */
  onFailed: (message: QueuedMessage) => void;
  newId?: () => string;
  now?: () => string;
}

type Stage = 'queued' | 'in_flight' | 'backing_off' | 'failed' | 'acknowledged';

interface Entry {
  message: QueuedMessage;
  stage: Stage;
  /** Tries in this round (a tap starts a new round). */
  tries: number;
  /** Time spent waiting on acks and backoffs this round, counted from the timers set. */
  waitedMs: number;
  via: 'socket' | 'post' | null;
  timer: ReturnType<typeof setTimeout> | undefined;
  /** Tells a late POST answer from the try it belongs to. */
  tryId: number;
}

export interface SendQueue {
  /** Queues a new message; answers its clientMessageId. */
  add(content: string): string;
  /** The server has it (its echo, the POST's answer, or a poll that carries it). */
  acknowledge(clientMessageId: string): void;
  /** An error frame about the send with this clientMessageId. */
  refuse(clientMessageId: string, refusal: SendRefusal): void;
  /** The socket dropped: what it was given may be lost, so the send in flight goes by POST now. */
  socketLost(): void;
  /** A failed message goes to the end of the queue, with the same clientMessageId. */
  retry(clientMessageId: string): void;
  /** Stops every timer; answers that come later change nothing. */
  dispose(): void;
}

function ackTimeoutMs(tries: number): number {
  const { ackTimeoutMs: base, ackTimeoutMaxMs: max } = SEND_QUEUE_TIMINGS;
  return Math.min(base * 2 ** (tries - 1), max);
}

function retryDelayMs(tries: number): number {
  const { retryDelayMs: base, retryDelayMaxMs: max } = SEND_QUEUE_TIMINGS;
  return Math.min(base * 2 ** (tries - 1), max);
}

/**
 * One conversation's outgoing messages, sent one at a time in the order written: the next goes
 * once the one before is acknowledged or has finally failed, so the server stores them, and the
 * other person sees them, in that order. A try without an ack is repeated with the same
 * clientMessageId (the server stores it once) over the socket when it is open, else by POST.
 */
export function createSendQueue(options: SendQueueOptions): SendQueue {
  const newId = options.newId ?? (() => crypto.randomUUID());
  const now = options.now ?? (() => new Date().toISOString());
  let entries: Entry[] = [];
  let tryIds = 0;
  let disposed = false;

  const changed = () => options.onChange(entries.map((entry) => entry.message));
  const find = (clientMessageId: string) =>
    entries.find((entry) => entry.message.clientMessageId === clientMessageId);
  const active = () =>
    entries.find((entry) => entry.stage === 'in_flight' || entry.stage === 'backing_off');

  const stopTimer = (entry: Entry) => {
    clearTimeout(entry.timer);
    entry.timer = undefined;
  };

  function fail(entry: Entry, reason?: string) {
    stopTimer(entry);
    entry.stage = 'failed';
    entry.via = null;
    entry.message = {
      ...entry.message,
      status: 'failed',
      ...(reason === undefined ? {} : { reason }),
    };
    changed();
    options.onFailed(entry.message);
    next();
  }

  function attempt(entry: Entry) {
    stopTimer(entry);
    entry.stage = 'in_flight';
    entry.tries += 1;
    entry.tryId = ++tryIds;
    const tryId = entry.tryId;
    const timeout = ackTimeoutMs(entry.tries);
    entry.timer = setTimeout(() => {
      entry.waitedMs += timeout;
      if (entry.waitedMs >= SEND_QUEUE_TIMINGS.giveUpAfterMs) fail(entry);
      else attempt(entry);
    }, timeout);

    if (options.sendFrame(entry.message)) {
      entry.via = 'socket';
      return;
    }
    entry.via = 'post';
    void options.post(entry.message).then((outcome) => {
      if (disposed) return;
      // A late success counts, whichever try it answers: the message is stored.
      if (outcome.ok) acknowledge(entry.message.clientMessageId);
      else if (entry.tryId === tryId && entry.stage === 'in_flight') refused(entry, outcome);
    });
  }

  function refused(entry: Entry, refusal: SendRefusal) {
    if (!refusal.retryable) {
      fail(entry, refusal.reason);
      return;
    }
    stopTimer(entry);
    const delay = retryDelayMs(entry.tries);
    if (entry.waitedMs + delay >= SEND_QUEUE_TIMINGS.giveUpAfterMs) {
      fail(entry);
      return;
    }
    entry.waitedMs += delay;
    entry.stage = 'backing_off';
    entry.via = null;
    entry.timer = setTimeout(() => attempt(entry), delay);
  }

  function next() {
    if (disposed || active()) return;
    const queued = entries.find((entry) => entry.stage === 'queued');
    if (queued) attempt(queued);
  }

  function acknowledge(clientMessageId: string) {
    const entry = find(clientMessageId);
    if (!entry) return;
    stopTimer(entry);
    entry.stage = 'acknowledged';
    entries = entries.filter((other) => other !== entry);
    changed();
    next();
  }

  return {
    add(content) {
      const message: QueuedMessage = {
        clientMessageId: newId(),
        content,
        createdAt: now(),
        status: 'sending',
      };
      entries = [
        ...entries,
        { message, stage: 'queued', tries: 0, waitedMs: 0, via: null, timer: undefined, tryId: 0 },
      ];
      changed();
      next();
      return message.clientMessageId;
    },

    acknowledge,

    refuse(clientMessageId, refusal) {
      const entry = find(clientMessageId);
      if (entry?.stage === 'in_flight') refused(entry, refusal);
    },

    socketLost() {
      const entry = active();
      if (entry?.stage === 'in_flight' && entry.via === 'socket') attempt(entry);
    },

    retry(clientMessageId) {
      const entry = find(clientMessageId);
      if (entry?.stage !== 'failed') return;
      // The same entry, moved: a POST of an earlier round that lands late still acknowledges it.
      const { reason: _reason, ...message } = entry.message;
      entry.message = { ...message, status: 'sending' };
      entry.stage = 'queued';
      entry.tries = 0;
      entry.waitedMs = 0;
      entries = [...entries.filter((other) => other !== entry), entry];
      changed();
      next();
    },

    dispose() {
      disposed = true;
      for (const entry of entries) stopTimer(entry);
    },
  };
}
