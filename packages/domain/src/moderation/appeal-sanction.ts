import type { AppealSanction, AppealSummary } from '@starmatch/contracts/appeals';
import type { Database } from '@starmatch/db/database';
import {
  accountStanding,
  findAppealOfReport,
  latestSanctionReport,
} from '@starmatch/db/queries/appeals';
import type { AppealRow } from '@starmatch/db/tables/appeals';
import type { Kysely } from 'kysely';
import { createAppealToken, readAppealToken } from './appeal-token.js';

/** A suspension or ban in place now, and the report whose action it was. */
export interface StandingSanction {
  userId: string;
  reportId: string;
  sanction: AppealSanction;
  /** When a suspension ends; null for a ban. */
  until: Date | null;
  /** Who made the decision; null once their account is gone. */
  decidedBy: string | null;
}

/**
 * The sanction that keeps the account out at `now`: its latest suspension or ban, while the ban
 * lasts or the suspension has not ended. Undefined when none stands, or its report is gone (so it
 * cannot be appealed: retention keeps a sanction's report far longer than a suspension lasts).
 */
export async function standingSanction(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<StandingSanction | undefined> {
  const account = await accountStanding(db, userId);
  if (!account) return undefined;
  const report = await latestSanctionReport(db, userId);
  if (!report) return undefined;
  const base = { userId, reportId: report.id, decidedBy: report.resolved_by };
  if (report.action === 'ban') {
    return account.bannedAt ? { ...base, sanction: 'ban', until: null } : undefined;
  }
  const until = account.suspendedUntil;
  return until && until.getTime() > now.getTime()
    ? { ...base, sanction: 'suspend', until }
    : undefined;
}

/** The token of the appeal link for the sanction in place, if it is of this kind. */
export async function appealTokenFor(
  db: Kysely<Database>,
  userId: string,
  kind: AppealSanction,
  now: Date,
): Promise<string | null> {
  const standing = await standingSanction(db, userId, now);
  if (standing?.sanction !== kind) return null;
  return createAppealToken(db, { userId, reportId: standing.reportId });
}

/**
 * The sanction an appeal token names, while it is the one in place; null for a token that is
 * not ours, or whose sanction was lifted, ended or replaced by a later one.
 */
export async function sanctionOfToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<StandingSanction | null> {
  const grant = await readAppealToken(db, token);
  if (!grant) return null;
  const standing = await standingSanction(db, grant.userId, now);
  return standing?.reportId === grant.reportId ? standing : null;
}

/** What the appeal page shows of a sanction and its appeal. */
export function appealSummary(
  standing: StandingSanction,
  appeal: AppealRow | undefined,
): AppealSummary {
  return {
    sanction: standing.sanction,
    until: standing.until?.toISOString() ?? null,
    appeal: appeal
      ? {
          status: appeal.status,
          createdAt: appeal.created_at.toISOString(),
          decidedAt: appeal.decided_at?.toISOString() ?? null,
        }
      : null,
  };
}

export type ViewAppealResult =
  | { outcome: 'viewed'; summary: AppealSummary }
  | { outcome: 'invalid_token' };

/** A person opens their appeal link: the sanction as it stands, and its appeal if they filed one. */
export async function viewAppeal(
  ctx: { db: Kysely<Database>; now: () => Date },
  token: string,
): Promise<ViewAppealResult> {
  const standing = await sanctionOfToken(ctx.db, token, ctx.now());
  if (!standing) return { outcome: 'invalid_token' };
  const appeal = await findAppealOfReport(ctx.db, standing.reportId);
  return { outcome: 'viewed', summary: appealSummary(standing, appeal) };
}
