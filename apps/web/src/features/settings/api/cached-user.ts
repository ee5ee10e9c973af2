import type { CurrentUser } from '@starmatch/contracts/auth';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/**
 * Writes what an email-change call just answered into the signed-in user (whose query belongs to
 * the auth feature), so the settings screen moves to its next step without waiting for a refetch.
 */
export function patchCachedUser(queryClient: QueryClient, patch: Partial<CurrentUser>): void {
  queryClient.setQueryData<CurrentUser | null>(queryKeys.user(), (user) =>
    user ? { ...user, ...patch } : user,
  );
}
