import type { ModerationAction } from '@starmatch/contracts/moderation';
import { PAST_MATCHES_DAYS, SUSPENSION_DAYS } from '@starmatch/contracts/safety-limits';
import {
  deleteSessionsAndTickets,
  endEveryMatchOf,
  markAccountBanned,
  suspendAccountUntil,
} from '@starmatch/db/queries/account-sanctions';
import { insertBanIdentifiers } from '@starmatch/db/queries/ban-identifiers';
import { insertModerationAction } from '@starmatch/db/queries/moderation-audit';
import {
  accountContact,
  accountFullName,
  lockReportToResolve,
  type ReportToResolve,
  writeReportResolution,
} from '@starmatch/db/queries/report-resolution';
import { insertMatchRemovedNotices } from '@starmatch/db/queries/safety-notices';
import type { DomainContext } from '../context.js';
import { transact, type UnitOfWork } from '../events/unit-of-work.js';
import { recordMatchEnded } from '../matching/end-match.js';

export type ResolveReportResult =
  | { outcome: 'resolved' }
  | { outcome: 'not_found' }
  /** The report is about the moderator, or was made by them: someone else must decide it. */
  | { outcome: 'conflict_of_interest' }
  | { outcome: 'already_resolved' };

type ResolveReportParams = {
  reportId: string;
  moderatorId: string;
  action: ModerationAction;
  note: string | null;
};

const DAY_MS = 86_400_000;

/**
 * One action on one open report, written with its audit entry and its effect on the account in
 * one transaction, with the events it sets off: a suspension or ban ends the person's sessions
 * (`account.suspended`, `account.banned`), and a ban ends their matches (`match.ended`). Nothing
 * else is resolved: other reports against the same person stay open. A report about the
 * moderator, or one they made, is not theirs to decide and is left as it is for another
 * moderator. `report.resolved` has the emails sent (moderation/resolution-emails.ts).
 */
export async function resolveReport(
  ctx: DomainContext,
  params: ResolveReportParams,
): Promise<ResolveReportResult> {
  return transact(ctx, async (unit) => {
    const report = await lockReportToResolve(unit.db, params.reportId);
    if (!report) return { outcome: 'not_found' } as const;
    if (report.reported_id === params.moderatorId || report.reporter_id === params.moderatorId) {
      return { outcome: 'conflict_of_interest' } as const;
    }
    if (report.status === 'resolved') return { outcome: 'already_resolved' } as const;
    await resolveOpenReport(unit, report, params, ctx.now());
    return { outcome: 'resolved' } as const;
  });
}

/** The resolution, its audit entry and the action's effect, for a report this moderator may decide. */
async function resolveOpenReport(
  unit: UnitOfWork,
  report: ReportToResolve,
  params: ResolveReportParams,
  now: Date,
): Promise<void> {
  const { moderatorId, action, note } = params;
  const moderatorName = await accountFullName(unit.db, moderatorId);
  const subject = report.reported_id
    ? ((await accountContact(unit.db, report.reported_id, { lock: true })) ?? null)
    : null;
  await writeReportResolution(unit.db, {
    reportId: report.id,
    moderatorId,
    moderatorName,
    action,
    note,
    resolvedAt: now,
  });
  await insertModerationAction(unit.db, {
    reportId: report.id,
    moderatorId,
    moderatorName,
    subjectId: subject?.id ?? null,
    subjectName: subject?.fullName ?? report.reported_name,
    action,
    note,
    createdAt: now,
  });
  if (action === 'ban') {
    // The address at report time too: the account may have changed it, or be gone.
    const emails = [...new Set([report.reported_email, subject?.email].filter(isText))];
    await insertBanIdentifiers(unit.db, { emails, bannedAt: now });
  }
  if (subject && action === 'suspend') await suspend(unit, subject.id, now);
  if (subject && action === 'ban') await ban(unit, subject.id, now);
  unit.record({
    type: 'report.resolved',
    payload: {
      reportId: report.id,
      action,
      subjectId: subject?.id ?? null,
      reporterId: report.reporter_id ?? null,
    },
  });
}

/** Out for SUSPENSION_DAYS, signed out everywhere (the socket tickets go with the sessions). */
async function suspend(unit: UnitOfWork, userId: string, now: Date): Promise<void> {
  const until = new Date(now.getTime() + SUSPENSION_DAYS * DAY_MS);
  await suspendAccountUntil(unit.db, { userId, until });
  await deleteSessionsAndTickets(unit.db, userId);
  unit.record({ type: 'account.suspended', payload: { userId } });
}

/**
 * Out for good: every match ended (each partner told), signed out everywhere. Everyone who
 * matched them, now or within PAST_MATCHES_DAYS, gets a safety notice in this transaction, so
 * the notices exist exactly when the ban does; `account.banned` has them emailed
 * (moderation/match-removed-emails.ts).
 */
async function ban(unit: UnitOfWork, userId: string, now: Date): Promise<void> {
  await markAccountBanned(unit.db, { userId, bannedAt: now });
  await insertMatchRemovedNotices(unit.db, {
    bannedUserId: userId,
    endedSince: new Date(now.getTime() - PAST_MATCHES_DAYS * DAY_MS),
    createdAt: now,
  });
  const endedMatches = await endEveryMatchOf(unit.db, { userId, endedAt: now });
  await deleteSessionsAndTickets(unit.db, userId);
  for (const ended of endedMatches) {
    recordMatchEnded(unit, {
      matchId: ended.matchId,
      endedBy: userId,
      otherUserId: ended.partnerId,
      cause: 'banned',
    });
  }
  unit.record({ type: 'account.banned', payload: { userId } });
}

function isText(value: string | undefined): value is string {
  return typeof value === 'string' && value.length > 0;
}
