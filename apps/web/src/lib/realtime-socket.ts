import { queryRetryDelayMs, WS_PATH } from '@starmatch/contracts/constants';
import {
  type ClientFrameInput,
  type ServerFrame,
  serverFrameSchema,
  WS_CLOSE_CODES,
} from '@starmatch/contracts/realtime';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createRealtimeTicket } from './realtime-ticket';

function socketUrl(ticket: string): string {
  const origin = window.location.origin.replace(/^http/, 'ws');
  return `${origin}${WS_PATH}?token=${encodeURIComponent(ticket)}`;
}

/** A frame the client does not understand is dropped, not fatal. */
function parseServerFrame(data: unknown): ServerFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = serverFrameSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface RealtimeSocket {
  /** True once the gateway has said 'connected' and until the socket closes. */
  online: boolean;
  /** Sends the frame when online; false when it could not, so the caller can fall back. */
  send: (frame: ClientFrameInput) => boolean;
}

/**
 * The real-time channel: a fresh ticket per attempt, reconnecting with the
 * query backoff (1 s doubling, capped at 30 s) until the page leaves or the
 * gateway says the session has ended.
 */
export function useRealtimeSocket(onFrame: (frame: ServerFrame) => void): RealtimeSocket {
  const [online, setOnline] = useState(false);
  const socketRef = useRef<WebSocket | null>(null);
  const onFrameRef = useRef(onFrame);
  useEffect(() => {
    onFrameRef.current = onFrame;
  });

  useEffect(() => {
    let stopped = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const retryLater = () => {
      if (stopped) return;
      timer = setTimeout(connect, queryRetryDelayMs(attempt));
      attempt += 1;
    };

    async function connect() {
      let ticket: string;
      try {
        ticket = (await createRealtimeTicket()).ticket;
      } catch {
        retryLater();
        return;
      }
      if (stopped) return;
      const socket = new WebSocket(socketUrl(ticket));
      socketRef.current = socket;
      socket.onmessage = (event: MessageEvent) => {
        const frame = parseServerFrame(event.data);
        if (!frame) return;
        if (frame.type === 'connected') {
          attempt = 0;
          setOnline(true);
        }
        onFrameRef.current(frame);
      };
      socket.onclose = (event: CloseEvent) => {
        if (socketRef.current === socket) socketRef.current = null;
        setOnline(false);
        if (event.code !== WS_CLOSE_CODES.sessionEnded) retryLater();
      };
    }

    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socketRef.current?.close(WS_CLOSE_CODES.normal);
      socketRef.current = null;
    };
  }, []);

  const send = useCallback(
    (frame: ClientFrameInput) => {
      const socket = socketRef.current;
      if (!online || !socket || socket.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify(frame));
      return true;
    },
    [online],
  );

  return { online, send };
}
