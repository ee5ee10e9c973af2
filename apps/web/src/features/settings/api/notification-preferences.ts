import { notificationsRoutes } from '@starmatch/contracts/api-routes-notifications';
import type {
  NotificationPreferences,
  UpdateNotificationPreferences,
} from '@starmatch/contracts/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/query-keys';
import { getSessionToken } from '@/lib/session-token';

export function useNotificationPreferences() {
  return useQuery({
    queryKey: queryKeys.notificationPreferences(),
    queryFn: ({ signal }) => apiCall(notificationsRoutes.getNotificationPreferences, { signal }),
    refetchOnWindowFocus: false,
    retry: false,
    enabled: getSessionToken() !== null,
  });
}

/** Applies `change` to the shown preferences at once; a failed save puts back what was shown. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  const key = queryKeys.notificationPreferences();
  return useMutation({
    mutationFn: (body: UpdateNotificationPreferences) =>
      apiCall(notificationsRoutes.updateNotificationPreferences, { body }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<NotificationPreferences>(key);
      if (before) queryClient.setQueryData(key, applyChange(before, change));
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}

function applyChange(
  before: NotificationPreferences,
  change: UpdateNotificationPreferences,
): NotificationPreferences {
  return {
    email: { ...before.email, ...change.email },
    push: { ...before.push, ...change.push },
    showPreviews: change.showPreviews ?? before.showPreviews,
    paused: change.paused ?? before.paused,
  };
}
