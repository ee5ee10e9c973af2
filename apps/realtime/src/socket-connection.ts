import type { WebSocket } from 'ws';
import type { Connection } from './user-connections.js';

/**
 * One authenticated socket. Thousands sit idle, so each is this one record of fixed shape and
 * nothing else: no listeners, closures or timers of its own (see gatewaySocketClass).
 */
export class SocketConnection implements Connection {
  /** The last of the socket's frames in line (they run one at a time); none while it is idle. */
  turn: Promise<void> | undefined = undefined;

  constructor(
    readonly id: string,
    readonly socket: WebSocket,
    readonly userId: string,
    readonly sessionId: string,
  ) {}
}
