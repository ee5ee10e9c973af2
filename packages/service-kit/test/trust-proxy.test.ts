import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clientAddressFactory, trustProxySetting } from '../src/trust-proxy.js';

const schema = z.object({ TRUST_PROXY: trustProxySetting() });
const read = (value?: string) => schema.parse({ TRUST_PROXY: value }).TRUST_PROXY;

function request(peer: string, forwardedFor?: string): IncomingMessage {
  return {
    socket: { remoteAddress: peer },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  } as unknown as IncomingMessage;
}

describe('TRUST_PROXY', () => {
  it('keeps true and false, and reads anything else as trusted addresses and ranges', () => {
    expect([read(), read(''), read('false'), read('0'), read('no')]).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect([read('true'), read('1'), read('yes')]).toEqual([true, true, true]);
    expect(read(' 10.0.0.0/8 ,2001:db8::/32,uniquelocal ')).toEqual([
      '10.0.0.0/8',
      '2001:db8::/32',
      'uniquelocal',
    ]);
    for (const bad of ['10.0.0.0/40', 'lb.internal', '10.0.0.0/8;x']) {
      expect(schema.safeParse({ TRUST_PROXY: bad }).success, bad).toBe(false);
    }
  });
});

describe('clientAddressFactory', () => {
  const chain = '198.51.100.1, 203.0.113.7';

  it('takes the peer, whatever the header says, when nobody is trusted', () => {
    expect(clientAddressFactory(false)(request('192.0.2.1', chain))).toBe('192.0.2.1');
  });

  it('walks the header from the right while the hops are trusted', () => {
    const behindBalancer = clientAddressFactory(['192.0.2.0/24']);
    expect(behindBalancer(request('192.0.2.1', chain))).toBe('203.0.113.7');
    expect(behindBalancer(request('192.0.2.1', `${chain}, 192.0.2.9`))).toBe('203.0.113.7');
    // From a peer outside the range the header is not read at all.
    expect(behindBalancer(request('198.51.100.50', chain))).toBe('198.51.100.50');
    expect(behindBalancer(request('192.0.2.1'))).toBe('192.0.2.1');
  });

  it('takes the leftmost entry when every peer is trusted (true)', () => {
    expect(clientAddressFactory(true)(request('192.0.2.1', chain))).toBe('198.51.100.1');
  });
});
