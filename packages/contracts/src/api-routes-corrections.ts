import type { ApiRoute } from './api-route.js';
import {
  adminCorrectionSchema,
  adminCorrectionsResponseSchema,
  correctionBodySchema,
  correctionIdParamsSchema,
  correctionStateSchema,
  decideCorrectionBodySchema,
} from './corrections.js';

/**
 * Correcting the details a person cannot edit (docs/PRODUCT.md "Correcting your details"): the
 * person asks; a moderator decides. The /api/admin routes answer 404 `Not found` to anyone who is
 * not a signed-in moderator, as the rest of /api/admin does.
 */
export const correctionRoutes = {
  getCorrections: {
    method: 'GET',
    path: '/api/user/corrections',
    summary:
      'My name, date of birth and gender as the account holds them, and my latest correction request',
    auth: true,
    status: 200,
    response: correctionStateSchema,
    errors: [401],
  },
  requestCorrection: {
    method: 'POST',
    path: '/api/user/corrections',
    summary:
      'Ask a moderator to correct my name, date of birth or gender; 409 while another request waits',
    auth: true,
    body: correctionBodySchema,
    status: 201,
    response: correctionStateSchema,
    errors: [400, 401, 409, 429],
  },
  getAdminCorrections: {
    method: 'GET',
    path: '/api/admin/corrections',
    summary: 'Open correction requests, oldest first, each beside the details the account holds',
    auth: true,
    status: 200,
    response: adminCorrectionsResponseSchema,
    errors: [404],
  },
  decideCorrection: {
    method: 'POST',
    path: '/api/admin/corrections/:id/decide',
    summary:
      'Approve (the details change; age and sign follow) or decline a correction request, written to the audit log; the person is emailed',
    auth: true,
    params: correctionIdParamsSchema,
    body: decideCorrectionBodySchema,
    status: 200,
    response: adminCorrectionSchema,
    /** 403: the moderator's own request (API_MESSAGES.correctionConflictOfInterest). */
    errors: [400, 403, 404, 409],
  },
} as const satisfies Record<string, ApiRoute>;
