import type { UpdateEmailRequest } from '@starmatch/contracts/account';
import { authRoutes } from '@starmatch/contracts/api-routes-auth';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';

export function updateEmail(body: UpdateEmailRequest) {
  return apiCall(authRoutes.updateEmail, { body });
}

export function useUpdateEmail() {
  return useMutation({ mutationFn: updateEmail });
}
