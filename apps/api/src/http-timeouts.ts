/**
 * Node's HTTP bounds for the API's server (Fastify's options of the same names), so neither a
 * slow client nor a stuck handler holds a socket forever. A handler's own waits are bounded
 * first, by the database's connect and statement timeouts (DB_CONNECT_TIMEOUT_MS,
 * DB_STATEMENT_TIMEOUT_MS); these are the outer fence. WebSocket upgrades served on this server
 * (the single-process mode) leave its timeouts behind: ws turns the socket's timeout off.
 */
export const HTTP_TIMEOUTS = {
  /**
   * The whole request must have arrived within this long: the largest body is a photo of
   * MAX_IMAGE_BYTES (5 MB), which at 0.5 Mbit/s (a poor mobile link) takes about 80 s; three minutes
   * leave room for that and stop a client that trickles a request forever.
   */
  requestTimeout: 180_000,
  /**
   * A socket silent this long (no request bytes, no response bytes) is closed: nothing the API
   * does goes a minute without a byte when its datastores are bounded as above.
   */
  connectionTimeout: 60_000,
  /**
   * Longer than the proxy's idle upstream connections (nginx: 60 s), so the proxy never reuses
   * a connection this server is closing; Fastify's default, stated.
   */
  keepAliveTimeout: 72_000,
} as const;
