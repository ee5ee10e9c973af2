import { heldPhotoRoutes } from '@starmatch/contracts/api-routes-held-photos';
import type { DecideHeldPhotoBody, HeldPhotoDecision } from '@starmatch/contracts/banned-photos';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/query-keys';
import { retryUnlessNotModerator } from './admin-query-retry';

export function heldPhotosQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.heldPhotos(),
    queryFn: ({ signal }) => apiCall(heldPhotoRoutes.getHeldPhotos, { signal }),
    retry: retryUnlessNotModerator,
  });
}

/** GET /api/admin/held-photos: uploads held because they look like a banned photo, oldest first. */
export function useHeldPhotos() {
  return useQuery(heldPhotosQueryOptions());
}

export interface DecideHeldPhotoInput {
  id: string;
  decision: HeldPhotoDecision;
  /** Already trimmed; empty means none, and is not sent. */
  note: string;
}

/** POST /api/admin/held-photos/{id}; the list and the audit log are read again after. */
export function useDecideHeldPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, note }: DecideHeldPhotoInput) => {
      const body: DecideHeldPhotoBody = note === '' ? { decision } : { decision, note };
      return apiCall(heldPhotoRoutes.decideHeldPhoto, { params: { id }, body });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.heldPhotos() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.audit() });
    },
  });
}
