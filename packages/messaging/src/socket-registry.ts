/**
 * How long a socket counts as online after it opened or was last renewed. Each gateway renews its
 * sockets far more often than this; a socket closed in an orderly way leaves at once.
 */
export const ONLINE_TTL_MS = 150_000;

/**
 * Every open socket of every user, across all gateway processes, oldest first, so a cap on
 * sockets per user holds however the sockets are spread over the gateways.
 */
export interface SocketRegistry {
  /**
   * Records a new socket and answers the ids of the oldest ones to close so that at most `max`
   * stay open (empty while under the cap). They are taken off the registry at once.
   */
  open(userId: string, socketId: string, max: number): Promise<string[]>;
  /** A socket closed (or was never used); unknown ids are ignored. */
  remove(userId: string, socketId: string): Promise<void>;
  /**
   * These sockets are still open, until `ttlMs` from now: each gateway renews its own sockets
   * well within that, so the sockets of a gateway that died without closing them stop counting
   * as online once it has passed (docs/ARCHITECTURE.md "Read receipts and presence").
   */
  renew(sockets: ReadonlyArray<{ userId: string; socketId: string }>, ttlMs: number): Promise<void>;
  /** Whether the user has at least one socket open and renewed (or opened) within its ttl. */
  isOnline(userId: string): Promise<boolean>;
  close(): Promise<void>;
}
