import { accountsRoutes } from '@starmatch/contracts/api-routes-accounts';
import type { ResendVerificationRequest, VerifyEmailRequest } from '@starmatch/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';

export function verifyEmail(body: VerifyEmailRequest) {
  return apiCall(accountsRoutes.verifyEmail, { body });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}

export function resendVerification(body: ResendVerificationRequest) {
  return apiCall(accountsRoutes.resendVerification, { body });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
