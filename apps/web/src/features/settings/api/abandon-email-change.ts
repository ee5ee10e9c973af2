import { accountsRoutes } from '@starmatch/contracts/api-routes-accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { patchCachedUser } from './cached-user';

/** Cancel on the code step: the pending change goes, and the email stays as it was. */
export function abandonEmailChange() {
  return apiCall(accountsRoutes.abandonEmailChange);
}

export function useAbandonEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: abandonEmailChange,
    onSuccess: () => patchCachedUser(queryClient, { pendingEmail: null }),
  });
}
