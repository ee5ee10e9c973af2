import { accountsRoutes } from '@starmatch/contracts/api-routes-accounts';
import type { ConfirmEmailChangeRequest } from '@starmatch/contracts/email-change';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/query-keys';
import { patchCachedUser } from './cached-user';

export function confirmEmailChange(body: ConfirmEmailChangeRequest) {
  return apiCall(accountsRoutes.confirmEmailChange, { body });
}

/** The code from the new address: on success the account's address is the new one, verified. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: ({ email }) => {
      patchCachedUser(queryClient, { email, emailVerified: true, pendingEmail: null });
      void queryClient.invalidateQueries({ queryKey: queryKeys.user() });
    },
  });
}
