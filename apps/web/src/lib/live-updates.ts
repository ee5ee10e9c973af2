import type { ServerFrame } from '@starmatch/contracts/realtime';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';
import { publishRealtimeFrame } from './realtime-frames';
import { useRealtimeSocket } from './realtime-socket';

/**
 * Which cached queries each pushed event makes stale. Keys are prefixes (`query-keys.ts`), so
 * `matches.all()` reaches every matches query, the deck included.
 */
const STALE_AFTER: Partial<Record<ServerFrame['type'], QueryKey[]>> = {
  match_request: [queryKeys.matches.requests.all()],
  match_created: [queryKeys.matches.all()],
  unmatched: [queryKeys.matches.all()],
  // A match ended by a block, a report or a deleted account: the conversation and its unread
  // messages go as for an unmatch.
  match_ended: [queryKeys.matches.all(), queryKeys.messages.unreadCount()],
  new_message: [queryKeys.matches.list(), queryKeys.messages.unreadCount()],
  // Events may have been missed (the gateway's bus had a gap, or this socket reconnected): the
  // lists and badges they refresh. Not the deck, which would reshuffle under the
  // person after every reconnect; its own load keeps it right.
  resync: [
    queryKeys.matches.list(),
    queryKeys.matches.past(),
    queryKeys.matches.requests.all(),
    queryKeys.messages.unreadCount(),
  ],
};

/**
 * Keeps the badges and lists of a signed-in screen current as events arrive on the socket; the
 * polling of docs/PRODUCT.md "Polling and live updates" stays as the safety net for when the socket is down.
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  useRealtimeSocket((frame) => {
    for (const queryKey of STALE_AFTER[frame.type] ?? []) {
      void queryClient.invalidateQueries({ queryKey });
    }
    publishRealtimeFrame(frame);
  });
}

/** The hook as a component, so a route can mount it inside its sign-in gate. */
export function LiveUpdates(): null {
  useLiveUpdates();
  return null;
}
