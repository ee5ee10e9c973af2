import { rateLimitedMessage } from '@starmatch/contracts/api-messages';
import type { RateLimitRule } from '@starmatch/service-kit/rate-limiter';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../src/rate-limits/rate-limit-rules.js';
import { apiWithOutboxPerFile } from './support/api-per-file.js';
import { call, freshIp } from './support/call.js';
import type { EmailOutbox } from './support/email-outbox.js';
import { freshEmail, registeredPerson, SIGNUP } from './support/people.js';
import type { TestApi } from './support/test-api.js';

let api: TestApi;
let outbox: EmailOutbox;
apiWithOutboxPerFile((started) => {
  ({ api, outbox } = started);
});

type Send = (ip: string, account: string) => Promise<LightMyRequestResponse>;

const post =
  (url: string, body: (account: string) => object): Send =>
  (ip, account) =>
    call(api, 'POST', url, body(account), { ip });

const waitlist = post('/api/waitlist', (email) => ({
  email,
  ageGroup: '18-25',
  gender: 'female',
  isNzBased: true,
}));
const signup = post('/api/signup', (email) => ({ ...SIGNUP, email }));
const verify = post('/api/verify-email', (email) => ({ email, code: 'AAAAAA' }));
const resend = post('/api/verify-email/resend', (email) => ({ email }));
const login = post('/api/login', (email) => ({ email, password: 'wrong password' }));
const forgot = post('/api/auth/forgot-password', (email) => ({ email }));
const reset = post('/api/auth/reset-password', () => ({ token: 'unknown', password: 'secret' }));

/**
 * [label, rule, the call, what the limit counts: per account, per IP or per (account, IP)]. The
 * per-account reset ceiling answers 200 and stops mailing instead: spray-lockout.test.ts.
 */
const LIMITS: ReadonlyArray<readonly [string, RateLimitRule, Send, 'ip' | 'account' | 'pair']> = [
  ['waitlist per IP', RATE_LIMITS.waitlistPerIp, waitlist, 'ip'],
  ['signup per IP', RATE_LIMITS.signupPerIp, signup, 'ip'],
  ['verify per IP', RATE_LIMITS.verifyPerIp, verify, 'ip'],
  ['verify per account', RATE_LIMITS.verifyPerAccount, verify, 'account'],
  ['resend per IP', RATE_LIMITS.resendPerIp, resend, 'ip'],
  ['resend per account', RATE_LIMITS.resendPerAccount, resend, 'account'],
  ['login per IP', RATE_LIMITS.loginPerIp, login, 'ip'],
  ['login per (account, IP)', RATE_LIMITS.loginPerAccountIp, login, 'pair'],
  ['login per account', RATE_LIMITS.loginPerAccount, login, 'account'],
  ['forgot per IP', RATE_LIMITS.forgotPerIp, forgot, 'ip'],
  ['forgot per (account, IP)', RATE_LIMITS.forgotPerAccountIp, forgot, 'pair'],
  ['reset per IP', RATE_LIMITS.resetPerIp, reset, 'ip'],
];

function expectRateLimited(response: LightMyRequestResponse, rule: RateLimitRule): void {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(rule.durationSeconds - 60);
  expect(retryAfter).toBeLessThanOrEqual(rule.durationSeconds);
  expect(response.json()).toEqual({
    message: rateLimitedMessage(retryAfter),
    code: 'RATE_LIMITED',
  });
}

describe('rate limits', () => {
  it.each(LIMITS)('%s: answers 429 past the limit', async (_label, rule, send, per) => {
    const sharedIp = freshIp();
    const sharedAccount = freshEmail('limited');
    const ip = () => (per === 'account' ? freshIp() : sharedIp);
    const account = () => (per === 'ip' ? freshEmail('limited') : sharedAccount);
    for (let attempt = 1; attempt <= rule.points; attempt += 1) {
      expect((await send(ip(), account())).statusCode).not.toBe(429);
    }
    expectRateLimited(await send(ip(), account()), rule);
    // Someone else, from elsewhere, is not affected.
    expect((await send(freshIp(), freshEmail('other'))).statusCode).not.toBe(429);
  });

  it('email change per account: answers 429 past the limit', async () => {
    const rule = RATE_LIMITS.emailChangePerAccount;
    const person = await registeredPerson(api, outbox);
    const change = () =>
      call(
        api,
        'PATCH',
        '/api/user/email',
        { email: freshEmail('moving'), currentPassword: person.password },
        { token: person.token },
      );
    for (let attempt = 1; attempt <= rule.points; attempt += 1) {
      expect((await change()).statusCode).toBe(200);
    }
    expectRateLimited(await change(), rule);
  });

  it('a refused sign-up from a limited address creates nothing', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < RATE_LIMITS.signupPerIp.points; attempt += 1) {
      await signup(ip, freshEmail('filler'));
    }
    const email = freshEmail('blocked');
    expect((await signup(ip, email)).statusCode).toBe(429);
    const row = await api.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(row).toEqual([]);
  });
});
