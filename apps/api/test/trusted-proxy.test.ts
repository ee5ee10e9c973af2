import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../src/rate-limits/rate-limit-rules.js';
import { freshEmail } from './support/people.js';
import { startTestApi, type TestApi } from './support/test-api.js';

// The per-address limits count the client's address: X-Forwarded-For's only when the peer that
// wrote it is trusted (TRUST_PROXY), walking the header from the right while each hop is.

const rule = RATE_LIMITS.waitlistPerIp;

function joinWaitlist(api: TestApi, peer: string, forwardedFor?: string) {
  return api.app.inject({
    method: 'POST',
    url: '/api/waitlist',
    remoteAddress: peer,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    payload: {
      email: freshEmail('forwarded'),
      ageGroup: '18-25',
      gender: 'female',
      isNzBased: true,
    },
  });
}

async function statuses(api: TestApi, calls: number, peer: string, forwardedFor?: string) {
  const codes: number[] = [];
  for (let call = 0; call < calls; call += 1) {
    codes.push((await joinWaitlist(api, peer, forwardedFor)).statusCode);
  }
  return codes;
}

const allowed = (count: number) => Array.from({ length: count }, () => 201);

let behindBalancer: TestApi;
let direct: TestApi;
beforeAll(async () => {
  behindBalancer = await startTestApi({ TRUST_PROXY: '127.0.0.1/32' });
  direct = await startTestApi();
});
afterAll(async () => {
  await behindBalancer?.close();
  await direct?.close();
});

describe('client addresses behind a trusted proxy', () => {
  it('limits the client X-Forwarded-For names when the trusted balancer sent it', async () => {
    expect(await statuses(behindBalancer, rule.points, '127.0.0.1', '203.0.113.7')).toEqual(
      allowed(rule.points),
    );
    expect(await statuses(behindBalancer, 1, '127.0.0.1', '203.0.113.7')).toEqual([429]);
    // An entry the client wrote itself, left of the one the balancer added, changes nothing.
    expect(await statuses(behindBalancer, 1, '127.0.0.1', '198.51.100.1, 203.0.113.7')).toEqual([
      429,
    ]);
    // Another client behind the same balancer has its own count.
    expect(await statuses(behindBalancer, 1, '127.0.0.1', '203.0.113.8')).toEqual([201]);
  });

  it('ignores X-Forwarded-For from a peer outside the trusted range', async () => {
    const peer = '192.0.2.10';
    expect(await statuses(behindBalancer, rule.points, peer, '203.0.113.20')).toEqual(
      allowed(rule.points),
    );
    // Claiming to be somebody else, the peer is still itself.
    expect(await statuses(behindBalancer, 1, peer, '203.0.113.21')).toEqual([429]);
  });

  it('ignores a forged X-Forwarded-For when TRUST_PROXY is unset', async () => {
    const forged = Array.from({ length: rule.points + 1 }, (_, index) => `203.0.113.${index + 40}`);
    const codes: number[] = [];
    for (const address of forged) {
      codes.push((await joinWaitlist(direct, '192.0.2.20', address)).statusCode);
    }
    expect(codes).toEqual([...allowed(rule.points), 429]);
  });
});
