import { accountsRoutes } from '@starmatch/contracts/api-routes-accounts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';

/** Another code to the pending address; earlier ones keep working. */
export function resendEmailChangeCode() {
  return apiCall(accountsRoutes.resendEmailChangeCode);
}

export function useResendEmailChangeCode() {
  return useMutation({ mutationFn: resendEmailChangeCode });
}
