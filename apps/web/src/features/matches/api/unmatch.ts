import { matchingRoutes } from '@starmatch/contracts/api-routes-matching';
import type { Match } from '@starmatch/contracts/matches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { type ListPages, withoutRows } from '@/lib/list-pages';
import { matchesQueryOptions } from './get-matches';

/** DELETE /api/matches/{id}/unmatch. */
export async function unmatch(matchId: string): Promise<void> {
  await apiCall(matchingRoutes.unmatch, { params: { id: matchId } });
}

export function useUnmatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unmatch,
    onSuccess: (_answer, matchId) => {
      queryClient.setQueryData<ListPages<Match>>(matchesQueryOptions().queryKey, (pages) =>
        withoutRows(pages, (match) => match.id === matchId),
      );
    },
  });
}
