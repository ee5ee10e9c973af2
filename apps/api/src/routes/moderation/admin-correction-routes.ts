import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { apiRoutes } from '@starmatch/contracts/api-routes';
import { ADMIN_CORRECTIONS_LIMIT, type AdminCorrection } from '@starmatch/contracts/corrections';
import {
  listOpenCorrectionRequests,
  type OpenCorrectionRow,
} from '@starmatch/db/queries/correction-requests';
import { decideCorrection } from '@starmatch/domain/corrections/decide-correction';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors/http-error.js';
import { NotFoundError } from '../../errors/not-found-error.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';

function toAdminCorrection(row: OpenCorrectionRow): AdminCorrection {
  return {
    id: row.id,
    status: row.status,
    person: { id: row.user_id, fullName: row.current_full_name },
    current: {
      fullName: row.current_full_name,
      dateOfBirth: row.current_date_of_birth,
      gender: row.current_gender,
    },
    requested: { fullName: row.full_name, dateOfBirth: row.date_of_birth, gender: row.gender },
    reason: row.reason,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * The moderators' side of correction requests (/api/admin/corrections): the open ones, and the
 * decision (packages/domain corrections/decide-correction.ts). Registered in moderation-routes.ts,
 * behind its moderator-only hook.
 */
export async function adminCorrectionRoutes(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.getAdminCorrections, async () => {
    const rows = await listOpenCorrectionRequests(app.db, ADMIN_CORRECTIONS_LIMIT);
    return rows.map(toAdminCorrection);
  });

  contractRoute(app, apiRoutes.decideCorrection, async (request) => {
    const { decision, note } = request.body;
    const result = await decideCorrection(app.domain, {
      requestId: request.params.id,
      moderatorId: sessionOf(request.raw).userId,
      decision,
      note: note ? note : null,
    });
    if (result.outcome === 'not_found') throw new NotFoundError();
    if (result.outcome === 'conflict_of_interest') {
      throw new HttpError('FORBIDDEN', API_MESSAGES.correctionConflictOfInterest);
    }
    if (result.outcome === 'already_decided') {
      throw new HttpError('CONFLICT', API_MESSAGES.correctionAlreadyDecided);
    }
    return result.correction;
  });
}
