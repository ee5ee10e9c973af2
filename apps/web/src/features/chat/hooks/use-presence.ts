import { APP_TIME_ZONE } from '@starmatch/contracts/constants';
import type { Presence } from '@starmatch/contracts/presence';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { presenceQueryOptions } from '../api/get-presence';
import { presenceText } from '../presence-text';

/** 'Active 5m ago' moves on by itself: the header reads the clock this often. */
const CLOCK_MS = 30_000;

/**
 * The other person's presence for the chat header: read once, then kept by `presence` frames,
 * and read again after a reconnect or a resync, when frames may have been missed.
 */
export function usePresence(matchId: string, socketOnline: boolean) {
  const queryClient = useQueryClient();
  const options = presenceQueryOptions(matchId);
  const query = useQuery(options);
  const { refetch } = query;
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_MS);
    return () => clearInterval(timer);
  }, []);

  const connectedBefore = useRef(false);
  useEffect(() => {
    if (!socketOnline) return;
    if (connectedBefore.current) void refetch();
    connectedBefore.current = true;
  }, [socketOnline, refetch]);

  const { queryKey } = options;
  const receive = useCallback(
    (presence: Presence) => {
      queryClient.setQueryData(queryKey, {
        online: presence.online,
        lastActiveAt: presence.lastActiveAt,
      });
      setNow(new Date());
    },
    [queryClient, queryKey],
  );

  return {
    text: presenceText(query.data, now, APP_TIME_ZONE),
    receive,
    refresh: () => void refetch(),
  };
}
