import type { ApiRoute } from './api-route.js';
import { AUTHED_ERRORS } from './api-route.js';
import { decisionRequestSchema, decisionResponseSchema, deckResponseSchema } from './candidates.js';
import { countResponseSchema } from './fields.js';
import { listPageQuerySchema } from './list-page.js';
import { matchProfileSchema } from './match-profile.js';
import {
  matchRequestsResponseSchema,
  respondToRequestResponseSchema,
  respondToRequestSchema,
} from './match-requests.js';
import { matchesResponseSchema, matchIdParamsSchema, unmatchResponseSchema } from './matches.js';
import { pastMatchesResponseSchema } from './past-matches.js';
import { undoPassRequestSchema, undoPassResponseSchema } from './undo-pass.js';

/**
 * The deck, decisions (likes and passes), match requests and matches. The entries' keys are the
 * OpenAPI operationIds, so `getPotentialMatches` and `like` keep the wire's words.
 */
export const matchingRoutes = {
  getPotentialMatches: {
    method: 'GET',
    path: '/api/matches/potential',
    summary: 'Candidates from the ranked deck, best first',
    auth: true,
    status: 200,
    response: deckResponseSchema,
    errors: [401, 404],
  },
  like: {
    method: 'POST',
    path: '/api/matches/like',
    summary: 'Like (send a match request) or pass on a candidate',
    auth: true,
    body: decisionRequestSchema,
    status: 200,
    response: decisionResponseSchema,
    errors: [...AUTHED_ERRORS, 404],
  },
  undoPass: {
    method: 'POST',
    path: '/api/matches/undo-pass',
    summary: 'Bring back the person of your latest pass, once, at the front of the deck',
    auth: true,
    body: undoPassRequestSchema,
    status: 200,
    response: undoPassResponseSchema,
    errors: [...AUTHED_ERRORS, 409],
  },
  getMatchRequests: {
    method: 'GET',
    path: '/api/matches/requests',
    summary: 'Pending incoming match requests, newest first, a page at a time (x-next-cursor)',
    auth: true,
    query: listPageQuerySchema,
    status: 200,
    response: matchRequestsResponseSchema,
    errors: [400, 401],
  },
  getMatchRequestCount: {
    method: 'GET',
    path: '/api/matches/requests/count',
    summary: 'How many incoming match requests are pending',
    auth: true,
    status: 200,
    response: countResponseSchema,
    errors: [401],
  },
  respondToRequest: {
    method: 'POST',
    path: '/api/matches/respond',
    summary: 'Accept (creates the match) or decline a match request',
    auth: true,
    body: respondToRequestSchema,
    status: 200,
    response: respondToRequestResponseSchema,
    errors: [...AUTHED_ERRORS, 404],
  },
  getMatches: {
    method: 'GET',
    path: '/api/matches',
    summary:
      "The caller's matches with unread counts and last messages, a page at a time (x-next-cursor)",
    auth: true,
    query: listPageQuerySchema,
    status: 200,
    response: matchesResponseSchema,
    errors: [400, 401],
  },
  unmatch: {
    method: 'DELETE',
    path: '/api/matches/:id/unmatch',
    summary: 'Remove a match and its conversation',
    auth: true,
    params: matchIdParamsSchema,
    status: 200,
    response: unmatchResponseSchema,
    errors: [...AUTHED_ERRORS, 404],
  },
  getMatchProfile: {
    method: 'GET',
    path: '/api/matches/:id/profile',
    summary: "The other person of one of the caller's matches, with why they match",
    auth: true,
    params: matchIdParamsSchema,
    status: 200,
    response: matchProfileSchema,
    errors: [...AUTHED_ERRORS, 404],
  },
  getPastMatches: {
    method: 'GET',
    path: '/api/matches/past',
    summary: 'Matches that ended in the last 90 days, for reporting',
    auth: true,
    status: 200,
    response: pastMatchesResponseSchema,
    errors: [401],
  },
} as const satisfies Record<string, ApiRoute>;
