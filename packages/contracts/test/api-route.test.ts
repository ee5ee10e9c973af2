import { describe, expect, it } from 'vitest';
import { buildPath, MissingPathParamError } from '../src/api-route.js';
import { apiRoutes } from '../src/api-routes.js';
import { MATCH_ID } from './fixtures.js';

describe('buildPath', () => {
  it('fills and encodes params', () => {
    expect(buildPath(apiRoutes.unmatch.path, { id: MATCH_ID })).toBe(
      `/api/matches/${MATCH_ID}/unmatch`,
    );
    expect(buildPath(apiRoutes.getMessages.path, { matchId: 'a/b c' })).toBe(
      '/api/messages/a%2Fb%20c',
    );
    expect(buildPath(apiRoutes.getMatches.path)).toBe('/api/matches');
  });

  it('throws a named error for a missing param', () => {
    expect(() => buildPath(apiRoutes.unmatch.path, {})).toThrow(MissingPathParamError);
    expect(() => buildPath(apiRoutes.unmatch.path, { id: '' })).toThrow(
      'Missing value for :id in /api/matches/:id/unmatch',
    );
  });
});
