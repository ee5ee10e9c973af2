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
  close(): Promise<void>;
}
