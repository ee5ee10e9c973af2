import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from '../src/free-port.js';

describe('freePort', () => {
  it('names a loopback port a server can then listen on', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    const address = server.address();
    await new Promise((resolve) => server.close(resolve));
    expect(typeof address === 'object' && address?.port).toBe(port);
  });
});
