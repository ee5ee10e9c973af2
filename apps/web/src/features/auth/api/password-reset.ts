import { accountsRoutes } from '@starmatch/contracts/api-routes-accounts';
import type {
  ForgotPasswordRequest,
  ResetPasswordRequest,
} from '@starmatch/contracts/password-reset';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';

export function requestPasswordReset(body: ForgotPasswordRequest) {
  return apiCall(accountsRoutes.forgotPassword, { body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function resetPassword(body: ResetPasswordRequest) {
  return apiCall(accountsRoutes.resetPassword, { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
