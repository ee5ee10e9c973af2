import type { ServerFrame } from '@starmatch/contracts/realtime';
import type { WebSocket } from 'ws';

/** Sends one frame to a socket that is still open; to a closing one, nothing. Says which it was. */
export function sendFrame(socket: WebSocket, frame: ServerFrame): boolean {
  if (socket.readyState !== socket.OPEN) return false;
  socket.send(JSON.stringify(frame));
  return true;
}
