import type { LoginRequest } from '@starmatch/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';

export async function login(body: LoginRequest) {
  // Loaded when the form is sent: the contract brings zod, which the sign-in page needs only then.
  const { accountsRoutes } = await import('@starmatch/contracts/api-routes-accounts');
  return apiCall(accountsRoutes.login, { body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
