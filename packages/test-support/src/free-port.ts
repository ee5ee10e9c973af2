import { createServer } from 'node:net';

/**
 * A loopback port free right now, for a server whose address must be known before it starts
 * (APP_URL in emails, the WebSocket Origin allow-list, Chromium's DevTools port).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
