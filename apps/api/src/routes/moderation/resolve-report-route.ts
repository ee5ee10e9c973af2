import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { apiRoutes } from '@starmatch/contracts/api-routes';
import { type BusEvent, userChannel } from '@starmatch/contracts/bus-events';
import { type EmailJob, JOB_NAMES } from '@starmatch/contracts/jobs';
import type { ModerationAction } from '@starmatch/contracts/moderation';
import {
  findReport,
  type ResolutionEffects,
  resolveReport,
} from '@starmatch/db/queries/moderation';
import { publishToUsers } from '@starmatch/service-kit/publish-to-users';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { HttpError } from '../../errors/http-error.js';
import { NotFoundError } from '../../errors/not-found-error.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';
import { toAdminReport } from './admin-report-view.js';

const SESSION_END_REASON = { suspend: 'suspended', ban: 'banned' } as const;

/** The report is resolved; what it set off outside the database, after the commit. */
async function carryOut(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  action: ModerationAction,
  effects: ResolutionEffects,
): Promise<void> {
  if (effects.subject && (action === 'suspend' || action === 'ban')) {
    // Without a sessionId every gateway closes every socket of theirs (4000).
    await publishToUsers(app.bus, log, [effects.subject.id], {
      type: 'session_ended',
      reason: SESSION_END_REASON[action],
    });
  }
  for (const ended of effects.endedMatches) {
    const event: BusEvent = { type: 'match_ended', matchId: ended.matchId };
    await app.bus.publish(userChannel(ended.partnerId), event).catch((error: unknown) => {
      log.warn({ err: error, userId: ended.partnerId }, 'could not publish match_ended');
    });
  }
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
  for (const email of emails) await app.queue.enqueue(JOB_NAMES.emailSend, email);
}

/**
 * POST /api/admin/reports/:id/resolve: one action on one open report, written with its audit
 * entry and its effect on the account in one transaction; then sockets, partners and emails. A
 * report about the moderator, or one they made, is refused (403) and left open for another.
 */
export async function resolveReportRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.resolveReport, async (request) => {
    const { userId } = sessionOf(request.raw);
    const { action, note } = request.body;
    const result = await resolveReport(app.db, {
      reportId: request.params.id,
      moderatorId: userId,
      action,
      note: note ? note : null,
    });
    if (result.outcome === 'missing') throw new NotFoundError();
    if (result.outcome === 'conflict_of_interest') {
      throw new HttpError('FORBIDDEN', API_MESSAGES.reportConflictOfInterest);
    }
    if (result.outcome === 'already_resolved') {
      throw new HttpError('CONFLICT', API_MESSAGES.reportAlreadyResolved);
    }
    await carryOut(app, request.raw.log, action, result.effects);
    const report = await findReport(app.db, request.params.id);
    if (!report) throw new NotFoundError();
    return toAdminReport(report);
  });
}
