import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../src/rate-limits/rate-limit-rules.js';
import { apiWithOutboxPerFile } from './support/api-per-file.js';
import { call, freshIp } from './support/call.js';
import { type EmailOutbox, settleQueue } from './support/email-outbox.js';
import { registeredPerson } from './support/people.js';
import type { TestApi } from './support/test-api.js';

// Someone who knows a person's address sprays wrong passwords and reset requests at it from
// addresses of their own. The limits must stop the guessing without locking the owner out.

let api: TestApi;
let outbox: EmailOutbox;
apiWithOutboxPerFile((started) => {
  ({ api, outbox } = started);
});

const login = (email: string, password: string, ip: string) =>
  call(api, 'POST', '/api/login', { email, password }, { ip });
const forgot = (email: string, ip: string) =>
  call(api, 'POST', '/api/auth/forgot-password', { email }, { ip });

/** `count` wrong passwords at `email`, each sprayer address spending its whole pair budget. */
async function spray(email: string, count: number): Promise<void> {
  const perIp = RATE_LIMITS.loginPerAccountIp.points;
  let ip = freshIp();
  for (let sent = 0; sent < count; sent += 1) {
    if (sent % perIp === 0) ip = freshIp();
    expect((await login(email, `guess ${sent}`, ip)).statusCode).toBe(401);
  }
}

describe('a sign-in spray', () => {
  it('is stopped per (account, address) while the owner, from another address, signs in', async () => {
    const owner = await registeredPerson(api, outbox);
    const sprayer = freshIp();
    for (let guess = 1; guess <= RATE_LIMITS.loginPerAccountIp.points; guess += 1) {
      expect((await login(owner.email, `guess ${guess}`, sprayer)).statusCode).toBe(401);
    }
    const refused = await login(owner.email, 'another guess', sprayer);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Even the right password is refused from the sprayer's address: the pair is spent.
    expect((await login(owner.email, owner.password, sprayer)).statusCode).toBe(429);
    expect((await login(owner.email, owner.password, freshIp())).statusCode).toBe(200);
  });

  it('lets the owner in until the per-account ceiling, and stops every address at it', async () => {
    const owner = await registeredPerson(api, outbox);
    const ceiling = RATE_LIMITS.loginPerAccount.points;
    await spray(owner.email, ceiling - 1);
    const home = freshIp();
    expect((await login(owner.email, owner.password, home)).statusCode).toBe(200);
    // Successful sign-ins are no failures: they do not move the ceiling.
    expect((await login(owner.email, owner.password, home)).statusCode).toBe(200);
    expect((await login(owner.email, 'the last guess', freshIp())).statusCode).toBe(401);
    const over = await login(owner.email, owner.password, freshIp());
    expect(over.statusCode).toBe(429);
  });

  it('does not count successful sign-ins from one address against it', async () => {
    const owner = await registeredPerson(api, outbox);
    const home = freshIp();
    for (let signIn = 1; signIn <= RATE_LIMITS.loginPerAccountIp.points + 2; signIn += 1) {
      expect((await login(owner.email, owner.password, home)).statusCode).toBe(200);
    }
    expect((await login(owner.email, 'one slip', home)).statusCode).toBe(401);
    expect((await login(owner.email, owner.password, home)).statusCode).toBe(200);
  });
});

describe('a reset spray', () => {
  it("never answers the owner's own request with 429, and their inbox always holds a working link", async () => {
    const owner = await registeredPerson(api, outbox);
    const bystander = await registeredPerson(api, outbox);
    const ceiling = RATE_LIMITS.forgotPerAccount.points;
    let sent = 0;
    while (sent < ceiling) {
      const sprayer = freshIp();
      for (let ask = 0; ask < RATE_LIMITS.forgotPerAccountIp.points && sent < ceiling; ask += 1) {
        expect((await forgot(owner.email, sprayer)).statusCode).toBe(200);
        sent += 1;
      }
    }
    let lastLink = '';
    for (let link = 0; link < ceiling; link += 1) {
      lastLink = (await outbox.next('password-reset', owner.email)).token;
    }
    // Past the ceiling the owner still gets the neutral answer; nothing is sent or rotated.
    const ownRequest = await forgot(owner.email, freshIp());
    expect(ownRequest.statusCode).toBe(200);
    await settleQueue(outbox, () => forgot(bystander.email, freshIp()));
    const links = outbox.to(owner.email).filter((email) => email.template === 'password-reset');
    expect(links).toHaveLength(ceiling);
    const reset = await call(api, 'POST', '/api/auth/reset-password', {
      token: lastLink,
      password: 'a new password',
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(owner.email, 'a new password', freshIp())).statusCode).toBe(200);
  });

  it("mails the owner's own request while a spray from other addresses stays under the ceiling", async () => {
    const owner = await registeredPerson(api, outbox);
    const perPair = RATE_LIMITS.forgotPerAccountIp.points;
    for (let sprayer = 0; sprayer < 3; sprayer += 1) {
      const ip = freshIp();
      for (let ask = 0; ask < perPair; ask += 1) {
        expect((await forgot(owner.email, ip)).statusCode).toBe(200);
      }
      expect((await forgot(owner.email, ip)).statusCode).toBe(429);
    }
    for (let link = 0; link < 3 * perPair; link += 1) {
      await outbox.next('password-reset', owner.email);
    }
    expect((await forgot(owner.email, freshIp())).statusCode).toBe(200);
    const own = await outbox.next('password-reset', owner.email);
    const reset = await call(api, 'POST', '/api/auth/reset-password', {
      token: own.token,
      password: 'my own new password',
    });
    expect(reset.statusCode).toBe(200);
  });
});
