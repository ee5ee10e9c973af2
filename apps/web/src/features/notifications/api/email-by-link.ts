import { notificationsRoutes } from '@starmatch/contracts/api-routes-notifications';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';

/** An email's unsubscribe link (or its undo): no session needed, the token says whose and what. */
export function setEmailByLink({ token, enabled }: { token: string; enabled: boolean }) {
  const route = enabled
    ? notificationsRoutes.resubscribeByLink
    : notificationsRoutes.unsubscribeByLink;
  return apiCall(route, { query: { token } });
}

export function useEmailByLink() {
  return useMutation({ mutationFn: setEmailByLink });
}
