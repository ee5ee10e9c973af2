import { authRoutes } from '@starmatch/contracts/api-routes-auth';
import type { SignupRequest } from '@starmatch/contracts/signup';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';

export function signup(body: SignupRequest) {
  return apiCall(authRoutes.signup, { body });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
