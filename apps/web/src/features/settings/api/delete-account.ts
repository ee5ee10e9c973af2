import type { DeleteAccountRequest } from '@starmatch/contracts/account';
import { accountsRoutes } from '@starmatch/contracts/api-routes-accounts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { endSessionHere } from '@/lib/session-ending-here';

/** Asks with the current password again: the session token alone cannot erase the account. */
export function deleteAccount(body: DeleteAccountRequest) {
  return endSessionHere(() => apiCall(accountsRoutes.deleteAccount, { body }));
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
