import { heldPhotoRoutes } from '@starmatch/contracts/api-routes-held-photos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/query-keys';

export function ownHeldPhotosQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.ownHeldPhotos(),
    queryFn: ({ signal }) => apiCall(heldPhotoRoutes.getOwnHeldPhotos, { signal }),
  });
}

/**
 * GET /api/user/held-photos: the caller's uploads waiting for a moderator, which their photo
 * grid shows as being reviewed. A failure only leaves them out of the grid.
 */
export function useOwnHeldPhotos() {
  return useQuery(ownHeldPhotosQueryOptions());
}
