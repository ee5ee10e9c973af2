import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { apiRoutes } from '@starmatch/contracts/api-routes';
import { ADMIN_APPEALS_LIMIT, type AdminAppeal } from '@starmatch/contracts/appeals';
import type { Database } from '@starmatch/db/database';
import { type AppealQueueRow, findAppeal, listAppeals } from '@starmatch/db/queries/appeals';
import { findReport } from '@starmatch/db/queries/report-queue';
import { decideAppeal } from '@starmatch/domain/moderation/decide-appeal';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { HttpError } from '../../errors/http-error.js';
import { NotFoundError } from '../../errors/not-found-error.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';
import { toAdminReport } from './admin-report-view.js';

/** An appeal as the queue shows it, beside its report as the report queue shows that. */
async function toAdminAppeal(
  db: Kysely<Database>,
  row: AppealQueueRow,
  now: Date,
): Promise<AdminAppeal> {
  const report = row.report_id ? await findReport(db, row.report_id, now) : undefined;
  return {
    id: row.id,
    status: row.status,
    sanction: row.sanction,
    text: row.text,
    createdAt: row.created_at.toISOString(),
    person: { id: row.user_id, fullName: row.person_name ?? '' },
    report: report ? toAdminReport(report) : null,
    decision:
      row.decided_at && row.moderator_name !== null
        ? {
            decidedAt: row.decided_at.toISOString(),
            moderator: { id: row.moderator_id, fullName: row.moderator_name },
            note: row.note,
          }
        : null,
  };
}

/**
 * The moderators' side of appeals (/api/admin/appeals): the queue, and the decision (packages/
 * domain moderation/decide-appeal.ts), registered in moderationRoutes' scope behind its
 * moderator hook.
 */
export async function adminAppealRoutes(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.getAdminAppeals, async () => {
    const now = app.domain.now();
    const rows = await listAppeals(app.db, ADMIN_APPEALS_LIMIT);
    return Promise.all(rows.map((row) => toAdminAppeal(app.db, row, now)));
  });

  contractRoute(app, apiRoutes.decideAppeal, async (request) => {
    const { decision, note } = request.body;
    const result = await decideAppeal(app.domain, {
      appealId: request.params.id,
      moderatorId: sessionOf(request.raw).userId,
      decision,
      note: note ? note : null,
    });
    if (result.outcome === 'not_found') throw new NotFoundError();
    if (result.outcome === 'conflict_of_interest') {
      throw new HttpError('CONFLICT', API_MESSAGES.appealConflictOfInterest);
    }
    if (result.outcome === 'already_decided') {
      throw new HttpError('CONFLICT', API_MESSAGES.appealAlreadyDecided);
    }
    const row = await findAppeal(app.db, request.params.id);
    if (!row) throw new NotFoundError();
    return toAdminAppeal(app.db, row, app.domain.now());
  });
}
