import { accountsRoutes } from '@starmatch/contracts/api-routes-accounts';
import type { SignupRequest } from '@starmatch/contracts/signup';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';

export function signup(body: SignupRequest) {
  return apiCall(accountsRoutes.signup, { body });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
