import type { ServerFrame } from '@starmatch/contracts/realtime';
import type { WebSocket } from 'ws';

/** Sends one frame to a socket that is still open; to a closing one, nothing. */
export function sendFrame(socket: WebSocket, frame: ServerFrame): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
}
