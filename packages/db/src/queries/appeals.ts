import type { AppealSanction, AppealStatus } from '@starmatch/contracts/appeals';
import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import type { AppealRow } from '../tables/appeals.js';

// `appeals`, and the sanction an appeal is of (docs/ARCHITECTURE.md "Moderation"). Whether a
// sanction stands and who may decide is packages/domain's moderation/*-appeal.ts.

/** The report a sanction came from: its action, who decided it, and the address it named. */
export interface SanctionReport {
  id: string;
  action: AppealSanction;
  resolved_by: string | null;
  reported_email: string;
}

/**
 * The report of the account's latest suspension or ban (the one that stands, if any does);
 * undefined when no report of it is left.
 */
export async function latestSanctionReport(
  db: Kysely<Database>,
  userId: string,
): Promise<SanctionReport | undefined> {
  const row = await db
    .selectFrom('reports')
    .select(['id', 'action', 'resolved_by', 'reported_email'])
    .where('reported_id', '=', userId)
    .where('status', '=', 'resolved')
    .where('action', 'in', ['suspend', 'ban'])
    .orderBy('resolved_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row || (row.action !== 'suspend' && row.action !== 'ban')) return undefined;
  return { ...row, action: row.action };
}

/** The report of a sanction, by id; undefined when there is none or its action keeps nobody out. */
export async function sanctionReport(
  db: Kysely<Database>,
  reportId: string,
): Promise<(SanctionReport & { reported_id: string | null }) | undefined> {
  const row = await db
    .selectFrom('reports')
    .select(['id', 'action', 'resolved_by', 'reported_email', 'reported_id'])
    .where('id', '=', reportId)
    .executeTakeFirst();
  if (!row || (row.action !== 'suspend' && row.action !== 'ban')) return undefined;
  return { ...row, action: row.action };
}

/** Where an account stands, to tell whether a sanction of it is still in place. */
export async function accountStanding(
  db: Kysely<Database>,
  userId: string,
  options: { lock: boolean } = { lock: false },
): Promise<
  | { email: string; fullName: string; bannedAt: Date | null; suspendedUntil: Date | null }
  | undefined
> {
  const query = db
    .selectFrom('users')
    .select(['email', 'full_name', 'banned_at', 'suspended_until'])
    .where('id', '=', userId);
  const row = await (options.lock ? query.forUpdate() : query).executeTakeFirst();
  return row
    ? {
        email: row.email,
        fullName: row.full_name,
        bannedAt: row.banned_at,
        suspendedUntil: row.suspended_until,
      }
    : undefined;
}

/** The appeal of the sanction of one report, if one was filed. */
export async function findAppealOfReport(
  db: Kysely<Database>,
  reportId: string,
): Promise<AppealRow | undefined> {
  return db.selectFrom('appeals').selectAll().where('report_id', '=', reportId).executeTakeFirst();
}

/** Files an appeal; undefined when the sanction already has one (the unique index). */
export async function insertAppeal(
  db: Kysely<Database>,
  appeal: {
    userId: string;
    reportId: string;
    sanction: AppealSanction;
    text: string;
    createdAt: Date;
  },
): Promise<AppealRow | undefined> {
  return db
    .insertInto('appeals')
    .values({
      user_id: appeal.userId,
      report_id: appeal.reportId,
      sanction: appeal.sanction,
      text: appeal.text,
      status: 'open',
      created_at: appeal.createdAt,
    })
    .onConflict((oc) => oc.column('report_id').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Reads the appeal and holds its row until the transaction ends, so two decisions take turns. */
export async function lockAppeal(
  db: Kysely<Database>,
  appealId: string,
): Promise<AppealRow | undefined> {
  return db
    .selectFrom('appeals')
    .selectAll()
    .where('id', '=', appealId)
    .forUpdate()
    .executeTakeFirst();
}

/** Writes a moderator's decision on an appeal. */
export async function writeAppealDecision(
  db: Kysely<Database>,
  decision: {
    appealId: string;
    status: Exclude<AppealStatus, 'open'>;
    moderatorId: string;
    moderatorName: string;
    note: string | null;
    decidedAt: Date;
  },
): Promise<void> {
  await db
    .updateTable('appeals')
    .set({
      status: decision.status,
      moderator_id: decision.moderatorId,
      moderator_name: decision.moderatorName,
      note: decision.note,
      decided_at: decision.decidedAt,
    })
    .where('id', '=', decision.appealId)
    .execute();
}

/** An appeal with its person's name as the account has it now (null once it is gone). */
export type AppealQueueRow = AppealRow & { person_name: string | null };

const queueColumns = [
  'appeals.id',
  'appeals.user_id',
  'appeals.report_id',
  'appeals.sanction',
  'appeals.text',
  'appeals.status',
  'appeals.created_at',
  'appeals.decided_at',
  'appeals.moderator_id',
  'appeals.moderator_name',
  'appeals.note',
  'users.full_name as person_name',
] as const;

/** Open appeals oldest first, then decided ones most recently decided first; `limit` in all. */
export async function listAppeals(db: Kysely<Database>, limit: number): Promise<AppealQueueRow[]> {
  const base = db.selectFrom('appeals').leftJoin('users', 'users.id', 'appeals.user_id');
  const open = await base
    .select(queueColumns)
    .where('appeals.status', '=', 'open')
    .orderBy('appeals.created_at')
    .orderBy('appeals.id')
    .limit(limit)
    .execute();
  if (open.length >= limit) return open;
  const decided = await base
    .select(queueColumns)
    .where('appeals.status', '<>', 'open')
    .orderBy('appeals.decided_at', 'desc')
    .orderBy('appeals.id', 'desc')
    .limit(limit - open.length)
    .execute();
  return [...open, ...decided];
}

/** One appeal as the queue shows it. */
export async function findAppeal(
  db: Kysely<Database>,
  appealId: string,
): Promise<AppealQueueRow | undefined> {
  return db
    .selectFrom('appeals')
    .leftJoin('users', 'users.id', 'appeals.user_id')
    .select(queueColumns)
    .where('appeals.id', '=', appealId)
    .executeTakeFirst();
}
