import { safetyRoutes } from '@starmatch/contracts/api-routes-safety';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/query-keys';
import { blocksQueryOptions } from './get-blocks';

/** DELETE /api/blocks/{userId}: 204. The match and messages do not come back. */
export async function unblock(userId: string): Promise<void> {
  await apiCall(safetyRoutes.unblockUser, { params: { userId } });
}

/** Unblocks someone; they leave the list at once, and they may show up in the deck again. */
export function useUnblock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblock,
    onSuccess: (_answer, userId) => {
      // Taken out of the page that holds them; the cursors stay valid, as they name rows by time.
      queryClient.setQueryData(blocksQueryOptions().queryKey, (list) =>
        list
          ? {
              ...list,
              pages: list.pages.map((page) => ({
                ...page,
                people: page.people.filter((person) => person.id !== userId),
              })),
            }
          : list,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.matches.potential() });
    },
  });
}
