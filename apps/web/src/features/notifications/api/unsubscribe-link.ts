import { notificationsRoutes } from '@starmatch/contracts/api-routes-notifications';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';

export function useUnsubscribeByLink() {
  return useMutation({
    mutationFn: (token: string) =>
      apiCall(notificationsRoutes.unsubscribeByLink, { query: { token } }),
  });
}

export function useResubscribeByLink() {
  return useMutation({
    mutationFn: (token: string) =>
      apiCall(notificationsRoutes.resubscribeByLink, { query: { token } }),
  });
}
