import { authRoutes } from '@starmatch/contracts/api-routes-auth';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';

export function deleteAccount() {
  return apiCall(authRoutes.deleteAccount);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
