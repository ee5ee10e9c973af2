import { matchingRoutes } from '@starmatch/contracts/api-routes-matching';
import type { UndoPassRequest, UndoPassResponse } from '@starmatch/contracts/undo-pass';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/matches/undo-pass: the person of the caller's latest pass, back as their card. */
export function undoPass(body: UndoPassRequest): Promise<UndoPassResponse> {
  return apiCall(matchingRoutes.undoPass, { body });
}

export function useUndoPassMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoPass,
    onSuccess: (answer) => {
      // Their request the pass declined is waiting again: the badge and the list show it. Not
      // matches.all(): that would reload the deck and lose the card just brought back.
      if (answer.requestRestored) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.matches.requests.all() });
      }
    },
  });
}
