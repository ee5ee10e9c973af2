import { chatRoutes } from '@starmatch/contracts/api-routes-chat';
import { POLL_INTERVALS_MS, QUERY_TIMINGS } from '@starmatch/contracts/constants';
import type { Message } from '@starmatch/contracts/messages';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiCall } from '@/lib/api-call';
import { queryKeys } from '@/lib/query-keys';

export function getMessages(matchId: string, signal?: AbortSignal): Promise<Message[]> {
  return apiCall(chatRoutes.getMessages, { params: { matchId }, signal });
}

/**
 * docs/PRODUCT.md "Polling and live updates": every 3 s, the safety net behind the socket and the
 * catch-up after a reconnect or a resync (docs/ARCHITECTURE.md "Realtime").
 */
export function messagesQueryOptions(matchId: string) {
  return queryOptions({
    queryKey: queryKeys.messages.match(matchId),
    queryFn: ({ signal }) => getMessages(matchId, signal),
    refetchInterval: POLL_INTERVALS_MS.messages,
    staleTime: QUERY_TIMINGS.dashboardStaleMs,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/**
 * With `polling` false the poll stops and a request on its way is called off: the match has
 * ended, or a report or block that may end it any moment is open, and asking for a gone match
 * only earns a 404.
 */
export function useMessages(matchId: string, polling: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!polling) void queryClient.cancelQueries({ queryKey: queryKeys.messages.match(matchId) });
  }, [polling, queryClient, matchId]);
  const options = messagesQueryOptions(matchId);
  return useQuery({ ...options, refetchInterval: polling ? options.refetchInterval : false });
}
