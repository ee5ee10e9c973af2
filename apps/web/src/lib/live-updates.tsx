import type { ServerFrame } from '@starmatch/contracts/realtime';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LiveSocketContext } from './live-socket';
import { queryKeys } from './query-keys';
import { publishRealtimeFrame } from './realtime-frames';
import { type RealtimeSocket, useRealtimeSocket } from './realtime-socket';

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
 * Keeps the badges and lists of a signed-in screen current as events arrive on the socket, and
 * hands every frame on to the screens listening (`useRealtimeFrames`); the polling of
 * docs/PRODUCT.md "Polling and live updates" stays as the safety net for when the socket is down.
 */
export function useLiveUpdates(enabled = true): RealtimeSocket {
  const queryClient = useQueryClient();
  return useRealtimeSocket((frame) => {
    for (const queryKey of STALE_AFTER[frame.type] ?? []) {
      void queryClient.invalidateQueries({ queryKey });
    }
    publishRealtimeFrame(frame);
  }, enabled);
}

/**
 * The hook as the members' frame holds it: one socket for every screen inside it, kept from one
 * screen to the next. A component of its own, so the socket's comings and goings redraw only
 * what reads it (`useLiveSocket`), not the screens.
 */
export function LiveUpdates({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const socket = useLiveUpdates(enabled);
  return <LiveSocketContext value={socket}>{children}</LiveSocketContext>;
}
