import { accountsRoutes } from '@starmatch/contracts/api-routes-accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/query-keys';

/** Pauses (true) or resumes (false); the answer is the account as it is now. */
export function setAccountPaused(paused: boolean) {
  return apiCall(paused ? accountsRoutes.pauseAccount : accountsRoutes.resumeAccount);
}

/**
 * The cached user takes the answer at once (the banner and the card read its `pausedAt`), and
 * the deck is read again: a paused person's Explore has nobody in it, a resumed one's does.
 */
export function useSetAccountPaused() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAccountPaused,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.user(), user);
      void queryClient.invalidateQueries({ queryKey: queryKeys.matches.deck() });
    },
  });
}
