import { describe, expect, it } from 'vitest';
import {
  emailVerdict,
  firstDueAt,
  nextDayOpensAt,
  quietHoursEndAt,
  startOfLocalDay,
  DEFAULT_NOTIFICATION_TIMING as timing,
} from '../../src/notifications/notification-timing.js';

// New Zealand is UTC+13 in summer (NZDT, late September to early April) and UTC+12 in winter.
const at = (iso: string) => new Date(iso);

describe('firstDueAt', () => {
  const occurred = at('2026-12-01T01:00:00Z');
  it('waits 15 minutes for a message email and 5 for a request or match email', () => {
    expect(firstDueAt(timing, 'messages', 'email', occurred)).toEqual(at('2026-12-01T01:15:00Z'));
    expect(firstDueAt(timing, 'requests', 'email', occurred)).toEqual(at('2026-12-01T01:05:00Z'));
    expect(firstDueAt(timing, 'matches', 'email', occurred)).toEqual(at('2026-12-01T01:05:00Z'));
  });

  it('sends a push at once', () => {
    expect(firstDueAt(timing, 'messages', 'push', occurred)).toEqual(occurred);
    expect(firstDueAt(timing, 'requests', 'push', occurred)).toEqual(occurred);
  });
});

describe('quiet hours, 22:00 to 08:00 New Zealand time', () => {
  it('end at 08:00 the next morning when they begin before midnight (summer, UTC+13)', () => {
    // 23:30 NZDT on 1 December.
    expect(quietHoursEndAt(timing, at('2026-12-01T10:30:00Z'))).toEqual(at('2026-12-01T19:00:00Z'));
  });

  it('end at 08:00 the same morning after midnight, and at 22:00 exactly they have begun', () => {
    expect(quietHoursEndAt(timing, at('2026-12-01T14:00:00Z'))).toEqual(at('2026-12-01T19:00:00Z'));
    expect(quietHoursEndAt(timing, at('2026-12-01T09:00:00Z'))).toEqual(at('2026-12-01T19:00:00Z'));
  });

  it('are over at 08:00 and not yet begun at 21:59', () => {
    expect(quietHoursEndAt(timing, at('2026-12-01T19:00:00Z'))).toBeNull();
    expect(quietHoursEndAt(timing, at('2026-12-01T08:59:00Z'))).toBeNull();
  });

  it('follow winter time (UTC+12) in July', () => {
    // 23:00 NZST on 1 July: held to 08:00 NZST, 20:00 UTC.
    expect(quietHoursEndAt(timing, at('2026-07-01T11:00:00Z'))).toEqual(at('2026-07-01T20:00:00Z'));
  });

  it('end at 08:00 in the new offset across the change to summer time', () => {
    // 23:00 NZST on Saturday 26 September 2026; clocks go forward at 02:00 that night.
    expect(quietHoursEndAt(timing, at('2026-09-26T11:00:00Z'))).toEqual(at('2026-09-26T19:00:00Z'));
  });

  it('are off when the configuration has none, or an empty range', () => {
    expect(quietHoursEndAt({ ...timing, quietHours: null }, at('2026-12-01T10:30:00Z'))).toBeNull();
    const empty = { ...timing, quietHours: { startHour: 8, endHour: 8 } };
    expect(quietHoursEndAt(empty, at('2026-12-01T10:30:00Z'))).toBeNull();
  });

  it('may lie within one day', () => {
    const afternoon = { ...timing, quietHours: { startHour: 13, endHour: 15 } };
    // 14:00 NZDT.
    expect(quietHoursEndAt(afternoon, at('2026-12-01T01:00:00Z'))).toEqual(
      at('2026-12-01T02:00:00Z'),
    );
  });
});

describe('the local day', () => {
  it('starts at midnight New Zealand time', () => {
    expect(startOfLocalDay(timing, at('2026-12-01T10:30:00Z'))).toEqual(at('2026-11-30T11:00:00Z'));
  });

  it('opens again for email at 08:00 the next morning', () => {
    // 15:00 NZDT on 2 December: the next day opens at 08:00 on 3 December.
    expect(nextDayOpensAt(timing, at('2026-12-02T02:00:00Z'))).toEqual(at('2026-12-02T19:00:00Z'));
  });
});

describe('emailVerdict', () => {
  const noon = at('2026-12-01T23:00:00Z'); // 12:00 NZDT on 2 December
  const facts = { now: noon, emailsSentToday: 0, lastConversationEmailAt: null };

  it('sends during the day under the cap', () => {
    expect(emailVerdict(timing, facts)).toEqual({ send: true });
    expect(emailVerdict(timing, { ...facts, emailsSentToday: 5 })).toEqual({ send: true });
  });

  it('holds the seventh email of the day to the next morning', () => {
    expect(emailVerdict(timing, { ...facts, emailsSentToday: 6 })).toEqual({
      send: false,
      holdUntil: at('2026-12-02T19:00:00Z'),
      reason: 'daily-cap',
    });
  });

  it('holds a conversation email until its last one is 6 hours old', () => {
    const last = at('2026-12-01T20:00:00Z');
    expect(emailVerdict(timing, { ...facts, lastConversationEmailAt: last })).toEqual({
      send: false,
      holdUntil: at('2026-12-02T02:00:00Z'),
      reason: 'spacing',
    });
    const sixHoursAgo = at('2026-12-01T17:00:00Z');
    expect(emailVerdict(timing, { ...facts, lastConversationEmailAt: sixHoursAgo })).toEqual({
      send: true,
    });
  });

  it('holds through quiet hours before anything else', () => {
    expect(
      emailVerdict(timing, { ...facts, now: at('2026-12-01T10:30:00Z'), emailsSentToday: 9 }),
    ).toEqual({ send: false, holdUntil: at('2026-12-01T19:00:00Z'), reason: 'quiet-hours' });
  });
});
