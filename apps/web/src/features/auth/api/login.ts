import { authRoutes } from '@starmatch/contracts/api-routes-auth';
import type { LoginRequest } from '@starmatch/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';

export function login(body: LoginRequest) {
  return apiCall(authRoutes.login, { body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
