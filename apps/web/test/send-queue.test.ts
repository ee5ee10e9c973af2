import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSendQueue,
  type PostOutcome,
  type QueuedMessage,
  SEND_QUEUE_TIMINGS,
  type SendQueue,
} from '@/features/chat/send-queue';

/** The queue with a socket and a POST the test plays, and a record of what it did. */
function harness() {
  let online = true;
  let ids = 0;
  const frames: string[] = [];
  const posts: Array<{ id: string; answer: (outcome: PostOutcome) => void }> = [];
  const failed: QueuedMessage[] = [];
  let shown: readonly QueuedMessage[] = [];
  const queue: SendQueue = createSendQueue({
    sendFrame: (message) => {
      if (!online) return false;
      frames.push(message.clientMessageId);
      return true;
    },
    post: (message) =>
      new Promise<PostOutcome>((resolve) => {
        posts.push({ id: message.clientMessageId, answer: resolve });
      }),
    onChange: (messages) => {
      shown = messages;
    },
    onFailed: (message) => failed.push(message),
    newId: () => {
      ids += 1;
      return `c-${ids}`;
    },
    now: () => '2025-06-05T09:00:00.000Z',
  });
  return {
    queue,
    frames,
    posts,
    failed,
    shown: () => shown.map((message) => `${message.content}:${message.status}`),
    setOnline: (value: boolean) => {
      online = value;
    },
  };
}

/** Lets a POST answer's `then` run. */
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('the send queue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends one message at a time, in order, each once the one before is acknowledged', () => {
    const { queue, frames, shown } = harness();

    expect(queue.add('one')).toBe('c-1');
    queue.add('two');
    queue.add('three');
    expect(frames).toEqual(['c-1']);
    expect(shown()).toEqual(['one:sending', 'two:sending', 'three:sending']);

    queue.acknowledge('c-1');
    expect(frames).toEqual(['c-1', 'c-2']);
    expect(shown()).toEqual(['two:sending', 'three:sending']);
    queue.acknowledge('c-2');
    queue.acknowledge('c-3');
    expect(frames).toEqual(['c-1', 'c-2', 'c-3']);
    expect(shown()).toEqual([]);
  });

  it('sends again with the same clientMessageId after 5 s without an ack, waiting longer each time', () => {
    const { queue, frames } = harness();
    queue.add('hello');

    vi.advanceTimersByTime(SEND_QUEUE_TIMINGS.ackTimeoutMs - 1);
    expect(frames).toEqual(['c-1']);
    vi.advanceTimersByTime(1);
    expect(frames).toEqual(['c-1', 'c-1']);
    vi.advanceTimersByTime(2 * SEND_QUEUE_TIMINGS.ackTimeoutMs - 1);
    expect(frames).toEqual(['c-1', 'c-1']);
    vi.advanceTimersByTime(1);
    expect(frames).toEqual(['c-1', 'c-1', 'c-1']);
  });

  it('gives up after about 45 s of silence: failed, and the next message goes', () => {
    const { queue, frames, failed, shown } = harness();
    queue.add('lost');
    queue.add('next');

    // Tries at 0, 5, 15 and 35 s; the last one's wait ends at 55 s.
    vi.advanceTimersByTime(55_000 - 1);
    expect(frames).toEqual(['c-1', 'c-1', 'c-1', 'c-1']);
    expect(failed).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(failed.map((message) => message.clientMessageId)).toEqual(['c-1']);
    expect(failed[0]?.reason).toBeUndefined();
    expect(frames).toEqual(['c-1', 'c-1', 'c-1', 'c-1', 'c-2']);
    expect(shown()).toEqual(['lost:failed', 'next:sending']);
  });

  it('posts when the socket is down, and tries the socket again once it is back', async () => {
    const { queue, frames, posts, setOnline } = harness();
    setOnline(false);
    queue.add('by post');
    expect(posts.map((post) => post.id)).toEqual(['c-1']);
    expect(frames).toEqual([]);

    setOnline(true);
    vi.advanceTimersByTime(SEND_QUEUE_TIMINGS.ackTimeoutMs);
    expect(frames).toEqual(['c-1']);

    // The first POST answers late: it still acknowledges the message.
    posts[0]?.answer({ ok: true });
    await flush();
    queue.add('after');
    expect(frames).toEqual(['c-1', 'c-2']);
  });

  it('posts at once what a dropped socket was given', () => {
    const { queue, frames, posts, setOnline } = harness();
    queue.add('in flight');
    expect(frames).toEqual(['c-1']);

    setOnline(false);
    queue.socketLost();
    expect(posts.map((post) => post.id)).toEqual(['c-1']);
  });

  it('retries a retryable refusal after a backoff, doubling', () => {
    const { queue, frames } = harness();
    queue.add('stalled');

    queue.refuse('c-1', { retryable: true, reason: 'Failed to send message' });
    vi.advanceTimersByTime(SEND_QUEUE_TIMINGS.retryDelayMs - 1);
    expect(frames).toEqual(['c-1']);
    vi.advanceTimersByTime(1);
    expect(frames).toEqual(['c-1', 'c-1']);

    queue.refuse('c-1', { retryable: true });
    vi.advanceTimersByTime(2 * SEND_QUEUE_TIMINGS.retryDelayMs - 1);
    expect(frames).toEqual(['c-1', 'c-1']);
    vi.advanceTimersByTime(1);
    expect(frames).toEqual(['c-1', 'c-1', 'c-1']);
  });

  it('leaves the send in flight alone when a refusal names another message', () => {
    const { queue, frames } = harness();
    queue.add('waiting');

    queue.refuse('c-other', { retryable: true });
    vi.advanceTimersByTime(SEND_QUEUE_TIMINGS.ackTimeoutMs - 1);
    expect(frames).toEqual(['c-1']);
    vi.advanceTimersByTime(1);
    expect(frames).toEqual(['c-1', 'c-1']);
  });

  it('fails a message refused for good, with the reason, and moves on to the next', () => {
    const { queue, frames, failed, shown } = harness();
    queue.add('refused');
    queue.add('fine');

    queue.refuse('c-1', { retryable: false, reason: 'Match not found' });
    expect(failed).toEqual([
      {
        clientMessageId: 'c-1',
        content: 'refused',
        createdAt: '2025-06-05T09:00:00.000Z',
        status: 'failed',
        reason: 'Match not found',
      },
    ]);
    expect(frames).toEqual(['c-1', 'c-2']);
    expect(shown()).toEqual(['refused:failed', 'fine:sending']);
    // Nothing more happens to it by itself.
    vi.advanceTimersByTime(120_000);
    expect(frames.filter((id) => id === 'c-1')).toHaveLength(1);
  });

  it('fails a POST refused for good, and ignores the answer of a try that was already retried', async () => {
    const { queue, posts, failed, setOnline } = harness();
    setOnline(false);
    queue.add('by post');

    vi.advanceTimersByTime(SEND_QUEUE_TIMINGS.ackTimeoutMs);
    expect(posts.map((post) => post.id)).toEqual(['c-1', 'c-1']);
    posts[0]?.answer({ ok: false, retryable: false, reason: 'stale' });
    await flush();
    expect(failed).toEqual([]);

    posts[1]?.answer({ ok: false, retryable: false });
    await flush();
    expect(failed.map((message) => message.clientMessageId)).toEqual(['c-1']);
  });

  it('gives up on refusals that keep coming once their backoffs pass 45 s', () => {
    const { queue, frames, failed } = harness();
    queue.add('limited');
    // Backoffs of 1, 2, 4, 8 and 16 s: 31 s; the next (16 s) would pass 45 s.
    for (let round = 0; round < 5; round += 1) {
      queue.refuse('c-1', { retryable: true, reason: 'Too many messages. Please slow down.' });
      vi.runOnlyPendingTimers();
    }
    expect(frames).toHaveLength(6);
    queue.refuse('c-1', { retryable: true, reason: 'Too many messages. Please slow down.' });
    expect(failed.map((message) => [message.clientMessageId, message.reason])).toEqual([
      ['c-1', undefined],
    ]);
  });

  it('sends a failed message again at the end of the queue, with the same clientMessageId', () => {
    const { queue, frames, shown } = harness();
    queue.add('first');
    queue.refuse('c-1', { retryable: false, reason: 'Match not found' });
    queue.add('second');
    expect(frames).toEqual(['c-1', 'c-2']);

    queue.retry('c-1');
    expect(shown()).toEqual(['second:sending', 'first:sending']);
    expect(frames).toEqual(['c-1', 'c-2']);
    queue.acknowledge('c-2');
    expect(frames).toEqual(['c-1', 'c-2', 'c-1']);
    // A new round: the full ack wait again.
    vi.advanceTimersByTime(SEND_QUEUE_TIMINGS.ackTimeoutMs);
    expect(frames).toEqual(['c-1', 'c-2', 'c-1', 'c-1']);
  });

  it('drops a failed message that turns out to be stored (a poll carries it)', () => {
    const { queue, shown } = harness();
    queue.add('stored after all');
    queue.refuse('c-1', { retryable: false });
    expect(shown()).toEqual(['stored after all:failed']);
    queue.acknowledge('c-1');
    expect(shown()).toEqual([]);
  });

  it('does nothing after it is disposed', async () => {
    const { queue, frames, posts, setOnline } = harness();
    setOnline(false);
    queue.add('leaving');
    queue.dispose();
    vi.advanceTimersByTime(60_000);
    posts[0]?.answer({ ok: false, retryable: true });
    await flush();
    expect(posts).toHaveLength(1);
    expect(frames).toEqual([]);
  });
});
