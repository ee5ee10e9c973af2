import { WS_CLOSE_CODES } from '@starmatch/contracts/realtime';
import { openSocket } from '@starmatch/test-support/socket-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, startTestGateway, type TestGateway } from './support/test-gateway.js';

// Configured for http://localhost:PORT, as `pnpm start` is, while people open 127.0.0.1:PORT.
let gateway: TestGateway;
let port: string;
beforeAll(async () => {
  gateway = await startTestGateway({ appUrl: (free) => `http://localhost:${free}` });
  port = new URL(gateway.url).port;
});
afterAll(async () => {
  await gateway.close();
});

async function freshTicket(): Promise<string> {
  const person = await createPerson(gateway.db, 'Female');
  return (await person.newSession()).ticket();
}

const refused = { code: WS_CLOSE_CODES.originNotAllowed, reason: 'Origin not allowed' };

describe('a socket from the page the app was served from', () => {
  it('is accepted from http://127.0.0.1:PORT when the Host is 127.0.0.1:PORT', async () => {
    const url = `${gateway.url}?token=${await freshTicket()}`;
    const client = openSocket(url, `http://127.0.0.1:${port}`, { host: `127.0.0.1:${port}` });
    expect((await client.next('connected')).type).toBe('connected');
    client.socket.close();
    await client.closed;
  });

  it('is accepted from a LAN address, compared without case and with the default port', async () => {
    const lan = openSocket(`${gateway.url}?token=${await freshTicket()}`, 'http://192.168.1.20', {
      host: '192.168.1.20:80',
    });
    await lan.next('connected');
    const named = openSocket(
      `${gateway.url}?token=${await freshTicket()}`,
      'https://starmatch.nz',
      {
        host: 'StarMatch.NZ',
      },
    );
    await named.next('connected');
    for (const client of [lan, named]) client.socket.close();
  });

  it('still accepts the APP_URL origin from any Host', async () => {
    const url = `${gateway.url}?token=${await freshTicket()}`;
    const client = openSocket(url, `http://localhost:${port}`);
    await client.next('connected');
    client.socket.close();
  });
});

describe('a socket from anywhere else', () => {
  it.each([
    ['a foreign site', 'https://evil.example', undefined],
    ['the same address on another port', 'http://127.0.0.1:1', undefined],
    [
      'a foreign site that names our host in X-Forwarded-Host',
      'https://evil.example',
      'evil.example',
    ],
    ['an opaque origin', 'null', undefined],
  ])(
    'is refused with 4403: %s, and the ticket stays unspent',
    async (_label, origin, forwarded) => {
      const ticket = await freshTicket();
      const headers: Record<string, string> =
        forwarded === undefined ? {} : { 'x-forwarded-host': forwarded };
      const foreign = openSocket(`${gateway.url}?token=${ticket}`, origin, headers);
      expect(await foreign.closed).toEqual(refused);
      expect(foreign.frames).toEqual([]);
      const ours = openSocket(`${gateway.url}?token=${ticket}`, `http://127.0.0.1:${port}`);
      await ours.next('connected');
      ours.socket.close();
    },
  );
});
