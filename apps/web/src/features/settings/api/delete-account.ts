import { accountsRoutes } from '@starmatch/contracts/api-routes-accounts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { endSessionHere } from '@/lib/session-ending-here';

export function deleteAccount() {
  return endSessionHere(() => apiCall(accountsRoutes.deleteAccount));
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
