import {
  BANNED_REPORT_EVIDENCE_DAYS,
  ENDED_MATCH_DAYS,
  MODERATION_LOG_DAYS,
  REPORT_EVIDENCE_DAYS,
  SAFETY_NOTICE_DAYS,
} from '@starmatch/contracts/retention';
import { storeReportPhotos } from '@starmatch/db/queries/evidence-photos';
import { createSession } from '@starmatch/db/queries/sessions';
import type { TestDatabase } from '@starmatch/db/testing';
import { createPerson } from '@starmatch/db/testing-people';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DomainContext } from '../../src/context.js';
import { applyRetention } from '../../src/privacy/apply-retention.js';
import { useCaseContextPerFile } from '../support/use-case-context.js';

// The retention timetable (docs/PRODUCT.md "What we keep and for how long"): each row deleted at
// its time and not a moment before, on the domain's clock, which the tests move.

const DAY_MS = 86_400_000;
let clock = new Date('2031-01-01T00:00:00.000Z');
let test: TestDatabase;
let ctx: DomainContext;
let aroha: string;
let nikau: string;

useCaseContextPerFile((context) => ({ test, ctx } = context), { now: () => clock });
beforeAll(async () => {
  aroha = await createPerson(test.db, { fullName: 'Aroha Ngata' });
  nikau = await createPerson(test.db, { fullName: 'Nikau Parata' });
});

const at = (iso: string) => new Date(iso);
const daysAfter = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);

/** Runs the timetable at `when`: answers what it deleted. */
async function retainAt(when: Date) {
  clock = when;
  return applyRetention(ctx);
}

async function count(table: 'sessions' | 'reports' | 'evidence_photos' | 'moderation_actions') {
  const row = await test.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A report by Aroha about Nikau, resolved at `resolvedAt` with `action`, with one photo copy. */
async function resolvedReport(resolvedAt: Date, action: 'warn' | 'ban', photo: number) {
  const report = await test.db
    .insertInto('reports')
    .values({
      reporter_id: aroha,
      reporter_name: 'Aroha Ngata',
      reported_id: nikau,
      reported_name: 'Nikau Parata',
      reported_email: 'nikau@example.nz',
      category: 'harassment',
      evidence: JSON.stringify({ messages: [], profile: null }),
      status: 'resolved',
      resolved_at: resolvedAt,
      action,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await test.db
    .transaction()
    .execute((trx) =>
      storeReportPhotos(trx, report.id, [
        { position: 0, contentType: 'image/webp', bytes: new Uint8Array([photo, 1, 2]) },
      ]),
    );
  return report.id;
}

describe('the retention timetable', () => {
  it('deletes sign-in records once they expire, not before', async () => {
    const { sessionId } = await createSession(test.db, { userId: aroha, userAgent: 'test' });
    const expiresAt = at('2031-02-01T00:00:00.000Z');
    await test.db
      .updateTable('sessions')
      .set({ expires_at: expiresAt })
      .where('token_hash', '=', sessionId)
      .execute();
    await test.db
      .insertInto('password_resets')
      .values({ token_hash: 'reset-hash', user_id: aroha, expires_at: expiresAt })
      .execute();
    await test.db
      .insertInto('realtime_tickets')
      .values({
        ticket_hash: 'ticket-hash',
        user_id: aroha,
        session_token_hash: sessionId,
        expires_at: expiresAt,
      })
      .execute();

    expect(await retainAt(expiresAt)).toMatchObject({
      sessions: 0,
      passwordResets: 0,
      realtimeTickets: 0,
    });
    expect(await retainAt(new Date(expiresAt.getTime() + 1))).toMatchObject({
      sessions: 1,
      passwordResets: 1,
      realtimeTickets: 1,
    });
    expect(await count('sessions')).toBe(0);
  });

  it('deletes a report and its photo copies a year after it was resolved, two after a ban', async () => {
    const resolved = at('2031-03-01T00:00:00.000Z');
    const warned = await resolvedReport(resolved, 'warn', 1);
    const banned = await resolvedReport(resolved, 'ban', 2);
    // An open report stays whatever its age.
    await test.db
      .insertInto('reports')
      .values({
        reporter_id: nikau,
        reporter_name: 'Nikau Parata',
        reported_id: aroha,
        reported_name: 'Aroha Ngata',
        reported_email: 'aroha@example.nz',
        category: 'spam',
        evidence: JSON.stringify({ messages: [], profile: null }),
        created_at: at('2030-01-01T00:00:00.000Z'),
      })
      .execute();
    const ids = async () =>
      (await test.db.selectFrom('reports').select('id').orderBy('created_at').execute()).map(
        (row) => row.id,
      );
    const all = await ids();

    await retainAt(daysAfter(resolved, REPORT_EVIDENCE_DAYS));
    expect(await ids()).toEqual(all);
    expect(
      await retainAt(new Date(daysAfter(resolved, REPORT_EVIDENCE_DAYS).getTime() + 1)),
    ).toMatchObject({ reports: 1, evidencePhotos: 1 });
    expect(await ids()).not.toContain(warned);
    expect(await ids()).toContain(banned);

    await retainAt(daysAfter(resolved, BANNED_REPORT_EVIDENCE_DAYS));
    expect(await ids()).toContain(banned);
    expect(
      await retainAt(new Date(daysAfter(resolved, BANNED_REPORT_EVIDENCE_DAYS).getTime() + 1)),
    ).toMatchObject({ reports: 1, evidencePhotos: 1 });
    expect(await count('reports')).toBe(1);
    expect(await count('evidence_photos')).toBe(0);
  });

  it("deletes moderators' decisions two years after them", async () => {
    const decided = at('2031-04-01T00:00:00.000Z');
    await test.db
      .insertInto('moderation_actions')
      .values({
        moderator_name: 'Mona Moderator',
        subject_id: nikau,
        subject_name: 'Nikau Parata',
        action: 'warn',
        created_at: decided,
      })
      .execute();
    const before = await count('moderation_actions');
    await retainAt(daysAfter(decided, MODERATION_LOG_DAYS));
    expect(await count('moderation_actions')).toBe(before);
    await retainAt(new Date(daysAfter(decided, MODERATION_LOG_DAYS).getTime() + 1));
    expect(await count('moderation_actions')).toBe(before - 1);
  });

  it('deletes an ended conversation kept for reports once its 90 days in Past matches are over', async () => {
    const ended = at('2031-05-01T00:00:00.000Z');
    await test.db
      .insertInto('kept_messages')
      .values({
        id: '01930000-0000-7000-8000-000000000001',
        match_id: '3f0c1d7e-0000-4000-8000-000000000001',
        sender_id: aroha,
        receiver_id: nikau,
        content: 'Kia ora',
        created_at: at('2031-04-30T00:00:00.000Z'),
        ended_at: ended,
      })
      .execute();
    expect(await retainAt(daysAfter(ended, ENDED_MATCH_DAYS))).toMatchObject({
      keptConversationMessages: 0,
    });
    expect(
      await retainAt(new Date(daysAfter(ended, ENDED_MATCH_DAYS).getTime() + 1)),
    ).toMatchObject({ keptConversationMessages: 1 });
  });

  it('deletes a safety notice about a removed match 90 days after it was made', async () => {
    const made = at('2031-09-01T00:00:00.000Z');
    await test.db
      .insertInto('safety_notices')
      .values({ user_id: aroha, banned_user_id: nikau, kind: 'match_removed', created_at: made })
      .execute();
    expect(SAFETY_NOTICE_DAYS).toBe(90);
    expect(await retainAt(daysAfter(made, SAFETY_NOTICE_DAYS))).toMatchObject({ safetyNotices: 0 });
    expect(
      await retainAt(new Date(daysAfter(made, SAFETY_NOTICE_DAYS).getTime() + 1)),
    ).toMatchObject({ safetyNotices: 1 });
    expect(await test.db.selectFrom('safety_notices').select('id').execute()).toEqual([]);
  });
});
