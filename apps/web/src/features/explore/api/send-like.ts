import { matchingRoutes } from '@starmatch/contracts/api-routes-matching';
import type { LikeRequest, LikeResponse } from '@starmatch/contracts/candidates';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';

/** POST /api/matches/like: isLike true sends a match request, false records a pass. */
export function sendLike(body: LikeRequest): Promise<LikeResponse> {
  return apiCall(matchingRoutes.like, { body });
}

export function useSendLike() {
  return useMutation({ mutationFn: sendLike });
}
