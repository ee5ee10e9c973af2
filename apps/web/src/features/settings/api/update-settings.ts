import { profilesRoutes } from '@starmatch/contracts/api-routes-profiles';
import type { UpdateSettingsRequest } from '@starmatch/contracts/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { storePreferences } from '../stored-preferences';
import { settingsQueryOptions } from './get-settings';

export function updateSettings(body: UpdateSettingsRequest) {
  return apiCall(profilesRoutes.updateSettings, { body });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQueryOptions().queryKey, saved);
      storePreferences(saved);
    },
  });
}
