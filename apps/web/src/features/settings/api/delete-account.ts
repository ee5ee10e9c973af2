import { accountsRoutes } from '@starmatch/contracts/api-routes-accounts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';

export function deleteAccount() {
  return apiCall(accountsRoutes.deleteAccount);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
