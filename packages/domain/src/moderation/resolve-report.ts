import { type EmailJob, JOB_NAMES } from '@starmatch/contracts/jobs';
import type { ModerationAction } from '@starmatch/contracts/moderation';
import { type ResolutionEffects, resolveReport as resolve } from '@starmatch/db/queries/moderation';
import type { DomainContext } from '../context.js';
import { transact } from '../events/unit-of-work.js';
import { recordMatchEnded } from '../matching/end-match.js';

export type ResolveReportResult =
  | { outcome: 'resolved' }
  | { outcome: 'not_found' }
  /** The report is about the moderator, or was made by them: someone else must decide it. */
  | { outcome: 'conflict_of_interest' }
  | { outcome: 'already_resolved' };

/** The emails a resolution sends: a warning to the subject, and a thank-you to the reporter. */
function emailsOf(action: ModerationAction, effects: ResolutionEffects): EmailJob[] {
  const emails: EmailJob[] = [];
  if (action === 'warn' && effects.subject) {
    emails.push({
      template: 'moderation-warning',
      to: effects.subject.email,
      fullName: effects.subject.fullName,
    });
  }
  if (effects.reporter) {
    emails.push({
      template: 'report-handled',
      to: effects.reporter.email,
      fullName: effects.reporter.fullName,
    });
  }
  return emails;
}

/**
 * One action on one open report, written with its audit entry and its effect on the account in
 * one transaction, with the events it sets off: a suspension or ban ends the person's sessions
 * (`account.suspended`, `account.banned`), and a ban ends their matches (`match.ended`). The
 * emails go after the commit.
 */
export async function resolveReport(
  ctx: DomainContext,
  params: { reportId: string; moderatorId: string; action: ModerationAction; note: string | null },
): Promise<ResolveReportResult> {
  const { action } = params;
  const result = await transact(ctx, async (unit) => {
    const resolution = await resolve(unit.db, { ...params, now: ctx.now() });
    if (resolution.outcome !== 'resolved') return resolution;
    const { subject, endedMatches } = resolution.effects;
    if (subject && action === 'suspend') {
      unit.record({ type: 'account.suspended', payload: { userId: subject.id } });
    }
    if (subject && action === 'ban') {
      for (const ended of endedMatches) {
        recordMatchEnded(unit, {
          matchId: ended.matchId,
          endedBy: subject.id,
          otherUserId: ended.partnerId,
          cause: 'banned',
        });
      }
      unit.record({ type: 'account.banned', payload: { userId: subject.id } });
    }
    return resolution;
  });
  if (result.outcome === 'missing') return { outcome: 'not_found' };
  if (result.outcome !== 'resolved') return { outcome: result.outcome };
  for (const email of emailsOf(action, result.effects)) {
    await ctx.queue.enqueue(JOB_NAMES.emailSend, email);
  }
  return { outcome: 'resolved' };
}
