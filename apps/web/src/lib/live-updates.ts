import type { ServerFrame } from '@starmatch/contracts/realtime';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useRealtimeSocket } from './realtime-socket';

/**
 * Which cached queries each pushed event makes stale. Keys are prefixes: every matches query
 * starts with ['matches'] and every messages query with ['messages'] (the features own the
 * full keys; a prefix reaches them all without importing a feature).
 */
const STALE_AFTER: Partial<Record<ServerFrame['type'], QueryKey[]>> = {
  match_request: [['matches', 'requests']],
  match_created: [['matches']],
  unmatched: [['matches']],
  new_message: [
    ['matches', 'list'],
    ['messages', 'unread-count'],
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
  });
}

/** The hook as a component, so a route can mount it inside its sign-in gate. */
export function LiveUpdates(): null {
  useLiveUpdates();
  return null;
}
