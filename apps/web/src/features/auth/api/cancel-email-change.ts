import { accountsRoutes } from '@starmatch/contracts/api-routes-accounts';
import type { CancelEmailChangeRequest } from '@starmatch/contracts/email-change';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';

/** The link in the notice to the old address: no session needed. */
export function cancelEmailChange(body: CancelEmailChangeRequest) {
  return apiCall(accountsRoutes.cancelEmailChange, { body });
}

export function useCancelEmailChange() {
  return useMutation({ mutationFn: cancelEmailChange });
}
