import { matchingRoutes } from '@starmatch/contracts/api-routes-matching';
import type { DecisionRequest, DecisionResponse } from '@starmatch/contracts/candidates';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';

/** POST /api/matches/like: isLike true sends a match request, false records a pass. */
export function decideOnCandidate(body: DecisionRequest): Promise<DecisionResponse> {
  return apiCall(matchingRoutes.like, { body });
}

export function useDecideOnCandidate() {
  return useMutation({ mutationFn: decideOnCandidate });
}
