import type { ServerFrame } from '@starmatch/contracts/realtime';
import { useEffect, useRef } from 'react';

type Listener = (frame: ServerFrame) => void;

const listeners = new Set<Listener>();

/**
 * Hands a frame the live updates' socket received to the screens listening: one socket for the
 * members' frame (the gateway caps them per person), yet a screen may need more than a refreshed
 * query: the chat shows each message as it comes, and the match moment closes the moment that
 * match ends.
 */
export function publishRealtimeFrame(frame: ServerFrame): void {
  for (const listener of listeners) listener(frame);
}

/** Calls `onFrame` with each frame the live updates receive while the caller is mounted. */
export function useRealtimeFrames(onFrame: Listener): void {
  const latest = useRef(onFrame);
  useEffect(() => {
    latest.current = onFrame;
  });
  useEffect(() => {
    const listener: Listener = (frame) => latest.current(frame);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
}
