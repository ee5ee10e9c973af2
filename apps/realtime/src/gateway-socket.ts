import { type RawData, WebSocket } from 'ws';
import type { HeartbeatSocket } from './heartbeat.js';

/** What a gateway does with its sockets' events: one set of functions for every socket. */
export interface SocketEventHandlers<Record> {
  message(socket: GatewaySocket<Record>, data: RawData): void;
  pong(socket: GatewaySocket<Record>): void;
  close(socket: GatewaySocket<Record>): void;
  error(socket: GatewaySocket<Record>, error: Error): void;
}

export interface GatewaySocket<Record> extends HeartbeatSocket {
  /** The gateway's record of this socket, once its ticket is accepted. */
  record: Record | undefined;
}

/**
 * ws queues each chunk read from the socket in an array, and the first chunk it ever reads (an
 * idle socket's first pong) gives that array a backing store of 17 slots, about 150 bytes, kept
 * once the array is empty again: as much as the rest of a socket's own state after a heartbeat
 * round. Setting the length of an array that is already empty to 0 makes V8 let go of the store,
 * and changes nothing ws can see. `_receiver._buffers` is ws's own (8.x); if it is not there the
 * socket just keeps the store.
 */
function releaseEmptyReadQueue(socket: WebSocket): void {
  const chunks = (socket as unknown as { _receiver?: { _buffers?: unknown } })._receiver?._buffers;
  if (Array.isArray(chunks) && chunks.length === 0) chunks.length = 0;
}

/**
 * The class of one gateway's sockets (ws's `WebSocket` option). A gateway holds thousands of
 * idle sockets, and every listener added to a socket grows that socket's own table of
 * listeners: four of them (message, pong, close, error) came to about 250 bytes a socket, as
 * much as all the rest of its state. So these sockets hand their events to the gateway's
 * handlers, shared by every socket, as they emit them. Listeners still hear every event (`ws`'s
 * server keeps its list of clients with one).
 */
export function gatewaySocketClass<Record>(
  handlers: SocketEventHandlers<Record>,
): typeof WebSocket {
  return class extends WebSocket implements GatewaySocket<Record> {
    record: Record | undefined = undefined;
    awaitingPong = false;

    override emit(event: string | symbol, ...args: unknown[]): boolean {
      if (event === 'error') {
        handlers.error(this, args[0] as Error);
        // Handled: with no listener, EventEmitter would throw it and take the process down.
        return this.listenerCount('error') > 0 ? super.emit(event, ...args) : true;
      }
      const heard = super.emit(event, ...args);
      if (event === 'message') handlers.message(this, args[0] as RawData);
      else if (event === 'pong') {
        handlers.pong(this);
        releaseEmptyReadQueue(this);
      } else if (event === 'close') handlers.close(this);
      return heard;
    }
  };
}
