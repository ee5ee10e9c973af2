import { profilesRoutes } from '@starmatch/contracts/api-routes-profiles';
import type { OwnProfile, UpdateProfileRequest } from '@starmatch/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { profileQueryOptions } from './get-profile';

export function updateProfile(body: UpdateProfileRequest): Promise<OwnProfile> {
  return apiCall(profilesRoutes.updateProfile, { body });
}

/**
 * PATCH /api/profile (the setup form, a bio edit or a new profile photo). The
 * answer is the saved profile, so the cache takes it at once; the refetch
 * that follows picks up anything the server derived since.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { queryKey } = profileQueryOptions();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKey, saved);
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
