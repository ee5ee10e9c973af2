import { describe, expect, it } from 'vitest';
import { type ChatItem, seenKeyOf } from '@/features/chat/merge-messages';
import { presenceText } from '@/features/chat/presence-text';

const ZONE = 'Pacific/Auckland';
// 10:00 on Friday 27 November 2026 in Auckland (NZDT, UTC+13).
const NOW = new Date('2026-11-26T21:00:00Z');
const minutesBefore = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

describe('the chat header words for the other person', () => {
  it("says 'Online' while they have a socket open, whenever they were last active", () => {
    expect(presenceText({ online: true, lastActiveAt: minutesBefore(300) }, NOW, ZONE)).toBe(
      'Online',
    );
  });

  it("says 'Active Nm ago' within the hour, 1m at the least", () => {
    expect(presenceText({ online: false, lastActiveAt: minutesBefore(5) }, NOW, ZONE)).toBe(
      'Active 5m ago',
    );
    expect(presenceText({ online: false, lastActiveAt: minutesBefore(59.9) }, NOW, ZONE)).toBe(
      'Active 59m ago',
    );
    expect(presenceText({ online: false, lastActiveAt: NOW.toISOString() }, NOW, ZONE)).toBe(
      'Active 1m ago',
    );
    // The server's clock a little ahead of this one's.
    expect(presenceText({ online: false, lastActiveAt: '2026-11-26T21:00:02Z' }, NOW, ZONE)).toBe(
      'Active 1m ago',
    );
  });

  it("says 'Active today' for earlier the same New Zealand day, and nothing before it", () => {
    expect(presenceText({ online: false, lastActiveAt: minutesBefore(60) }, NOW, ZONE)).toBe(
      'Active today',
    );
    // 00:01 in Auckland is today there, though it is the day before in UTC.
    expect(presenceText({ online: false, lastActiveAt: '2026-11-26T11:01:00Z' }, NOW, ZONE)).toBe(
      'Active today',
    );
    // 23:59 the evening before in Auckland.
    expect(
      presenceText({ online: false, lastActiveAt: '2026-11-26T10:59:00Z' }, NOW, ZONE),
    ).toBeNull();
  });

  it('says nothing when unknown: hidden, never seen, or not read yet', () => {
    expect(presenceText({ online: false, lastActiveAt: null }, NOW, ZONE)).toBeNull();
    expect(presenceText(undefined, NOW, ZONE)).toBeNull();
  });
});

let counter = 0;
function item(mine: boolean, overrides: Partial<ChatItem> = {}): ChatItem {
  counter += 1;
  return {
    key: `m${counter}`,
    content: `message ${counter}`,
    createdAt: `2026-11-26T20:${String(counter % 60).padStart(2, '0')}:00.000Z`,
    mine,
    status: 'sent',
    readAt: null,
    ...overrides,
  };
}

describe("where 'Seen' goes", () => {
  it('goes under my last message when it has been read, and under no other', () => {
    const read = item(true, { readAt: '2026-11-26T21:00:00.000Z' });
    const last = item(true, { readAt: '2026-11-26T21:00:00.000Z' });
    expect(seenKeyOf([read, item(false), last], null)).toBe(last.key);
    // Their reply after it does not move it.
    expect(seenKeyOf([read, last, item(false)], null)).toBe(last.key);
  });

  it('is dropped while my last message is unread, sending or failed', () => {
    const read = item(true, { readAt: '2026-11-26T21:00:00.000Z' });
    expect(seenKeyOf([read, item(true)], null)).toBeNull();
    expect(
      seenKeyOf([read, item(true, { status: 'sending', readAt: undefined })], null),
    ).toBeNull();
    expect(seenKeyOf([read, item(true, { status: 'failed', readAt: undefined })], null)).toBeNull();
    expect(seenKeyOf([item(false)], null)).toBeNull();
    expect(seenKeyOf([], null)).toBeNull();
  });

  it('follows a receipt for what was sent up to its time, not what was sent after it', () => {
    const sent = item(true, { createdAt: '2026-11-26T20:59:00.000Z' });
    expect(seenKeyOf([sent], '2026-11-26T20:59:00.000Z')).toBe(sent.key);
    const later = item(true, { createdAt: '2026-11-26T21:01:00.000Z' });
    expect(seenKeyOf([sent, later], '2026-11-26T21:00:00.000Z')).toBeNull();
  });
});
