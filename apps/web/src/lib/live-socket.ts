import { createContext, useContext } from 'react';
import type { RealtimeSocket } from './realtime-socket';

/** The tab's one socket, which the members' frame holds through `LiveUpdates`. */
export const LiveSocketContext = createContext<RealtimeSocket | null>(null);

/**
 * The socket of the members' frame, to send on and to show its state; its frames reach a screen
 * through `useRealtimeFrames`. A second socket of a screen's own would count twice against the
 * gateway's cap per person and close and open with every visit to that screen.
 */
export function useLiveSocket(): RealtimeSocket {
  const socket = useContext(LiveSocketContext);
  if (socket === null) throw new Error('useLiveSocket is for screens inside LiveUpdates');
  return socket;
}
