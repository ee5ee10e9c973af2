import { authRoutes } from '@starmatch/contracts/api-routes-auth';
import type {
  ForgotPasswordRequest,
  ResetPasswordRequest,
} from '@starmatch/contracts/password-reset';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';

export function requestPasswordReset(body: ForgotPasswordRequest) {
  return apiCall(authRoutes.forgotPassword, { body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function resetPassword(body: ResetPasswordRequest) {
  return apiCall(authRoutes.resetPassword, { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
