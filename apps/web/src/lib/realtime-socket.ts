import { WS_PATH } from '@starmatch/contracts/constants';
import {
  type ClientFrameInput,
  type ServerFrame,
  serverFrameSchema,
  WS_CLOSE_CODES,
} from '@starmatch/contracts/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { queryKeys } from './query-keys';
import { createRealtimeTicket } from './realtime-ticket';
import { reconnectDelayMs } from './reconnect-delay';
import { isSessionEndingHere } from './session-ending-here';

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

/** Said once per page load, however often the members' frame opens a socket again. */
let refusalWarned = false;

function warnRefused(): void {
  if (refusalWarned) return;
  refusalWarned = true;
  console.warn(
    `Live updates are off: the real-time server refused a socket from ${window.location.origin} ` +
      `(${WS_CLOSE_CODES.originNotAllowed} Origin not allowed). Chat and badges fall back to ` +
      'polling. Open the app at its APP_URL, or add this origin to ALLOWED_ORIGINS.',
  );
}

export interface RealtimeSocket {
  /** True once the gateway has said 'connected' and until the socket closes. */
  online: boolean;
  /** The gateway refused this page's origin: no socket will open, only the polls run. */
  refused: boolean;
  /**
   * The gateway closed this socket as the oldest of too many (4008, SOCKETS_PER_USER): it
   * stays closed, so tabs do not take turns closing each other, until this tab is shown again.
   */
  paused: boolean;
  /** Sends the frame when online; false when it could not, so the caller can fall back. */
  send: (frame: ClientFrameInput) => boolean;
}

/**
 * The real-time channel: a fresh ticket per attempt, reconnecting after a jittered wait
 * (reconnect-delay.ts: up to 1 s doubling, capped at 30 s) until the page leaves, the
 * gateway says the session has ended (then the signed-in user is asked again), or it refuses the page's origin (which
 * no retry would change). Closed for too many tabs, it waits until the person
 * comes back to this tab (the page becomes visible again), then connects once.
 * Every reconnect is followed by a `resync` frame of the hook's own, so screens catch up on
 * what was published while they had no socket exactly as when the gateway asks them to.
 */
export function useRealtimeSocket(
  onFrame: (frame: ServerFrame) => void,
  /** False keeps the socket closed (and closes an open one). */
  enabled = true,
): RealtimeSocket {
  const queryClient = useQueryClient();
  const [online, setOnline] = useState(false);
  const [refused, setRefused] = useState(false);
  const [paused, setPaused] = useState(false);
  const socketRef = useRef<WebSocket | null>(null);
  const onFrameRef = useRef(onFrame);
  useEffect(() => {
    onFrameRef.current = onFrame;
  });

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let waitingForVisit = false;
    let connectedBefore = false;

    const onVisible = () => {
      if (!waitingForVisit || document.visibilityState !== 'visible') return;
      waitingForVisit = false;
      setPaused(false);
      void connect();
    };
    document.addEventListener('visibilitychange', onVisible);

    const retryLater = () => {
      if (stopped) return;
      // A gateway going away (1001, or 1012 from a proxy) lands here too, like any drop.
      timer = setTimeout(connect, reconnectDelayMs(attempt));
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
        // Whatever was published while this tab had no socket never reached it: a reconnect
        // calls for the same catch-up as the gateway's own resync after a gap on its bus.
        if (frame.type === 'connected') {
          if (connectedBefore) onFrameRef.current({ type: 'resync' });
          connectedBefore = true;
        }
      };
      socket.onclose = (event: CloseEvent) => {
        if (socketRef.current === socket) socketRef.current = null;
        setOnline(false);
        if (event.code === WS_CLOSE_CODES.originNotAllowed) {
          setRefused(true);
          warnRefused();
        } else if (event.code === WS_CLOSE_CODES.tooManySockets) {
          waitingForVisit = true;
          setPaused(true);
        } else if (event.code === WS_CLOSE_CODES.sessionEnded) {
          // Signed out elsewhere, suspended or banned: asking who is signed in answers 401, which
          // drops the token and shows the sign-in gate now rather than at the next request. A
          // sign-out or deletion from this tab finishes on its own answer instead.
          if (!isSessionEndingHere()) {
            void queryClient.invalidateQueries({ queryKey: queryKeys.user() });
          }
        } else {
          retryLater();
        }
      };
    }

    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
      socketRef.current?.close(WS_CLOSE_CODES.normal);
      socketRef.current = null;
    };
  }, [queryClient, enabled]);

  const send = useCallback(
    (frame: ClientFrameInput) => {
      const socket = socketRef.current;
      if (!online || !socket || socket.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify(frame));
      return true;
    },
    [online],
  );

  return useMemo(() => ({ online, refused, paused, send }), [online, refused, paused, send]);
}
