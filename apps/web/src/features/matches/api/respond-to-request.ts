import { matchingRoutes } from '@starmatch/contracts/api-routes-matching';
import type { MatchRequest, RespondToRequest } from '@starmatch/contracts/match-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { type ListPages, withoutRows } from '@/lib/list-pages';
import { queryKeys } from '@/lib/query-keys';
import { matchRequestsQueryOptions } from './get-match-requests';
import { matchesQueryOptions } from './get-matches';

export class RespondRejectedError extends Error {
  override name = 'RespondRejectedError';
}

/**
 * POST /api/matches/respond; an answer without success counts as a failure (docs/PRODUCT.md "Calls to the server").
 * Resolves with the id of the match an accept made, when the server names it.
 */
export async function respondToRequest(body: RespondToRequest): Promise<string | undefined> {
  const answer = await apiCall(matchingRoutes.respondToRequest, { body });
  if (!answer.success) throw new RespondRejectedError('The request was not answered');
  return answer.matchId;
}

/** Answers a request, drops its card at once and refreshes the matches an accept may have made. */
export function useRespondToRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToRequest,
    onSuccess: (_answer, { requestId }) => {
      queryClient.setQueryData<ListPages<MatchRequest>>(
        matchRequestsQueryOptions().queryKey,
        (pages) => withoutRows(pages, (request) => request.id === requestId),
      );
      void queryClient.invalidateQueries({ queryKey: matchesQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: queryKeys.matches.requests.count() });
    },
  });
}
