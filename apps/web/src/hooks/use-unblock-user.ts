import { safetyRoutes } from '@starmatch/contracts/api-routes-safety';
import type { BlocksResponse } from '@starmatch/contracts/blocks';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/blocks/{userId}: 204. The match and messages do not come back. */
export async function unblockUser(userId: string): Promise<void> {
  await apiCall(safetyRoutes.unblockUser, { params: { userId } });
}

/** Unblocks someone; they leave the list at once, and they may show up in the deck again. */
export function useUnblockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockUser,
    onSuccess: (_answer, userId) => {
      // Taken out of the page that holds them; the cursors stay valid, as they name rows by time.
      queryClient.setQueryData<InfiniteData<BlocksResponse, string | null>>(
        queryKeys.blocks(),
        (list) =>
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
      void queryClient.invalidateQueries({ queryKey: queryKeys.matches.deck() });
    },
  });
}
