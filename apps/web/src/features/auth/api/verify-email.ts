import { authRoutes } from '@starmatch/contracts/api-routes-auth';
import type { ResendVerificationRequest, VerifyEmailRequest } from '@starmatch/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';

export function verifyEmail(body: VerifyEmailRequest) {
  return apiCall(authRoutes.verifyEmail, { body });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}

export function resendVerification(body: ResendVerificationRequest) {
  return apiCall(authRoutes.resendVerification, { body });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
