import type { UpdateEmailRequest } from '@starmatch/contracts/account';
import { accountsRoutes } from '@starmatch/contracts/api-routes-accounts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';

export function updateEmail(body: UpdateEmailRequest) {
  return apiCall(accountsRoutes.updateEmail, { body });
}

export function useUpdateEmail() {
  return useMutation({ mutationFn: updateEmail });
}
