import { describe, expect, it } from 'vitest';
import type { ChatItem } from '@/features/chat/merge-messages';
import { dayLabel, GROUP_GAP_MS, messageRows } from '@/features/chat/message-rows';

const ZONE = 'Pacific/Auckland';
// 10:00 on Friday 27 November 2026 in Auckland (NZDT, UTC+13).
const NOW = new Date('2026-11-26T21:00:00Z');

let counter = 0;
function item(createdAt: string, mine: boolean, status: ChatItem['status'] = 'sent'): ChatItem {
  counter += 1;
  return { key: `m${counter}`, content: `message ${counter}`, createdAt, mine, status };
}

function shape(items: ChatItem[]) {
  return messageRows(items, NOW, ZONE).map(({ day, groupStart, groupEnd }) => ({
    day,
    groupStart,
    groupEnd,
  }));
}

describe('dayLabel', () => {
  it('says Today and Yesterday by the calendar of the time zone, not by 24-hour spans', () => {
    expect(dayLabel(new Date('2026-11-26T11:00:00Z'), NOW, ZONE)).toBe('Today'); // 00:00 27 Nov
    expect(dayLabel(new Date('2026-11-26T10:59:00Z'), NOW, ZONE)).toBe('Yesterday'); // 23:59 26 Nov
    expect(dayLabel(new Date('2026-11-25T11:00:00Z'), NOW, ZONE)).toBe('Yesterday'); // 00:00 26 Nov
  });

  it('names older days by weekday, day and month, and adds the year only for another year', () => {
    expect(dayLabel(new Date('2026-11-23T01:00:00Z'), NOW, ZONE)).toBe('Mon 23 Nov');
    expect(dayLabel(new Date('2025-12-24T01:00:00Z'), NOW, ZONE)).toBe('Wed 24 Dec 2025');
  });

  it('follows the viewer’s zone: the same instant is a different day in London', () => {
    const instant = new Date('2026-11-26T10:30:00Z'); // 23:30 26 Nov in Auckland, 10:30 in London
    expect(dayLabel(instant, NOW, ZONE)).toBe('Yesterday');
    expect(dayLabel(instant, NOW, 'Europe/London')).toBe('Today');
  });
});

describe('messageRows', () => {
  it('runs consecutive messages by one sender together, with a separator before each day', () => {
    const rows = shape([
      item('2026-11-25T20:00:00Z', false), // Thu 09:00
      item('2026-11-25T20:01:00Z', false),
      item('2026-11-25T20:02:00Z', true),
      item('2026-11-26T20:00:00Z', true), // Fri 09:00: same sender, another day
      item('2026-11-26T20:01:00Z', true),
      item('2026-11-26T20:03:00Z', false),
    ]);
    expect(rows).toEqual([
      { day: 'Yesterday', groupStart: true, groupEnd: false },
      { day: null, groupStart: false, groupEnd: true },
      { day: null, groupStart: true, groupEnd: true },
      { day: 'Today', groupStart: true, groupEnd: false },
      { day: null, groupStart: false, groupEnd: true },
      { day: null, groupStart: true, groupEnd: true },
    ]);
  });

  it('starts a new run after a pause longer than the gap, but not at exactly the gap', () => {
    const start = Date.parse('2026-11-26T20:00:00Z');
    const at = (ms: number) => new Date(start + ms).toISOString();
    const rows = shape([
      item(at(0), true),
      item(at(GROUP_GAP_MS), true),
      item(at(2 * GROUP_GAP_MS + 1), true),
    ]);
    expect(rows.map((row) => [row.groupStart, row.groupEnd])).toEqual([
      [true, false],
      [false, true],
      [true, true],
    ]);
  });

  it('keeps my unsent messages in my run and gives back each item unchanged', () => {
    const items = [
      item('2026-11-26T20:00:00Z', true),
      item('2026-11-26T20:00:30Z', true, 'sending'),
      item('2026-11-26T20:00:40Z', true, 'failed'),
    ];
    const rows = messageRows(items, NOW, ZONE);
    expect(rows.map((row) => row.item)).toEqual(items);
    expect(rows.map((row) => [row.groupStart, row.groupEnd])).toEqual([
      [true, false],
      [false, false],
      [false, true],
    ]);
  });

  it('answers nothing for no messages', () => {
    expect(messageRows([], NOW, ZONE)).toEqual([]);
  });
});
