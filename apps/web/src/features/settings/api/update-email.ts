import { accountsRoutes } from '@starmatch/contracts/api-routes-accounts';
import type { UpdateEmailRequest } from '@starmatch/contracts/email-change';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { patchCachedUser } from './cached-user';

/** Asks for the change; the new address is only pending until its code is entered. */
export function updateEmail(body: UpdateEmailRequest) {
  return apiCall(accountsRoutes.updateEmail, { body });
}

export function useUpdateEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmail,
    onSuccess: ({ pendingEmail }) => patchCachedUser(queryClient, { pendingEmail }),
  });
}
