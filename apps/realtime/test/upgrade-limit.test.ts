import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startTestGateway, type TestGateway } from './support/test-gateway.js';

// Socket upgrades are limited per client address (WS_UPGRADES_PER_MINUTE), answered 429 with
// Retry-After before any WebSocket is made. The address is X-Forwarded-For's only behind a
// trusted proxy (TRUST_PROXY, here the test's own address), as for the api.

type Upgrade = { upgraded: true } | { status: number; retryAfter: string | undefined };

/** Asks for an upgrade (with no ticket: it still counts) and says how it was answered. */
function upgrade(gateway: TestGateway, forwardedFor: string): Promise<Upgrade> {
  const socket = new WebSocket(gateway.url, {
    origin: 'http://localhost:3000',
    headers: { 'x-forwarded-for': forwardedFor },
  });
  return new Promise((resolve, reject) => {
    socket.once('open', () => {
      socket.terminate();
      resolve({ upgraded: true });
    });
    socket.once('unexpected-response', (_request, response) => {
      resolve({
        status: response.statusCode ?? 0,
        retryAfter: response.headers['retry-after'] as string | undefined,
      });
      response.resume();
      socket.terminate();
    });
    socket.once('error', reject);
  });
}

let behindProxy: TestGateway;
let direct: TestGateway;
beforeAll(async () => {
  behindProxy = await startTestGateway({
    config: { TRUST_PROXY: '127.0.0.1/32', WS_UPGRADES_PER_MINUTE: '2' },
  });
  // The same database and limiter: the two count different addresses.
  direct = await startTestGateway({
    infrastructure: behindProxy.infrastructure,
    config: { WS_UPGRADES_PER_MINUTE: '2' },
  });
});
afterAll(async () => {
  await direct?.close();
  await behindProxy?.close();
});

describe('upgrades per address', () => {
  it('answers the address over its limit 429 with Retry-After, and lets another address in', async () => {
    expect(await upgrade(behindProxy, '203.0.113.7')).toEqual({ upgraded: true });
    expect(await upgrade(behindProxy, '203.0.113.7')).toEqual({ upgraded: true });
    const refused = await upgrade(behindProxy, '203.0.113.7');
    expect(refused).toEqual({ status: 429, retryAfter: expect.stringMatching(/^\d+$/) });
    const retryAfter = Number((refused as { retryAfter: string }).retryAfter);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The client's own entry, left of the address the trusted proxy added, changes nothing.
    expect(await upgrade(behindProxy, '198.51.100.9, 203.0.113.7')).toMatchObject({ status: 429 });
    expect(await upgrade(behindProxy, '203.0.113.8')).toEqual({ upgraded: true });
  });

  it('counts the connection’s own address when no proxy is trusted, whatever X-Forwarded-For says', async () => {
    expect(await upgrade(direct, '198.51.100.1')).toEqual({ upgraded: true });
    expect(await upgrade(direct, '198.51.100.2')).toEqual({ upgraded: true });
    expect(await upgrade(direct, '198.51.100.3')).toEqual({
      status: 429,
      retryAfter: expect.stringMatching(/^\d+$/),
    });
  });
});
