import { chatRoutes } from '@starmatch/contracts/api-routes-chat';
import type { Presence } from '@starmatch/contracts/presence';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/query-keys';

export function getPresence(matchId: string, signal?: AbortSignal): Promise<Presence> {
  return apiCall(chatRoutes.getMatchPresence, { params: { id: matchId }, signal });
}

/**
 * The header's first read of the other person's presence; `presence` frames keep it current
 * and a reconnect reads it again (docs/ARCHITECTURE.md "Read receipts and presence").
 */
export function presenceQueryOptions(matchId: string) {
  return queryOptions({
    queryKey: queryKeys.messages.presence(matchId),
    queryFn: ({ signal }) => getPresence(matchId, signal),
    refetchOnWindowFocus: false,
    retry: false,
  });
}
