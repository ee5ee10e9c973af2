import { accountsRoutes } from '@starmatch/contracts/api-routes-accounts';
import type { LoginRequest } from '@starmatch/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';

export function login(body: LoginRequest) {
  return apiCall(accountsRoutes.login, { body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
