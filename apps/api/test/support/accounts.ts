import type { EmailJob } from '@starmatch/contracts/jobs';
import type { Infrastructure } from '@starmatch/service-kit/infrastructure';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApi } from './test-api.js';

let ipCounter = 0;

/**
 * A client address no other request in this file has used, so per-IP rate limits of one test
 * never spill into another (each test file has its own counters).
 */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let emailCounter = 0;

export function freshEmail(label = 'person'): string {
  emailCounter += 1;
  return `${label}-${emailCounter}-${Date.now().toString(36)}@example.nz`;
}

export interface CallOptions {
  ip?: string;
  token?: string;
  headers?: Record<string, string>;
}

/** One JSON call from its own address unless told otherwise. */
export function call(
  api: TestApi,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return api.app.inject({
    method,
    url,
    remoteAddress: options.ip ?? freshIp(),
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export interface EmailOutbox {
  sent: EmailJob[];
  /**
   * The next email of a template to an address that this outbox has not handed out yet, waiting
   * for it to arrive: read the code of each email in the order they were sent.
   */
  next<T extends EmailJob['template']>(
    template: T,
    to: string,
  ): Promise<Extract<EmailJob, { template: T }>>;
  /** Everything sent to an address so far. */
  to(address: string): EmailJob[];
}

/** Stands in for the worker: consumes email.send jobs and keeps their payloads. */
export async function captureEmails(infrastructure: Infrastructure): Promise<EmailOutbox> {
  const sent: EmailJob[] = [];
  const handedOut = new Map<string, number>();
  await infrastructure.queue.startWorker({
    'email.send': async (payload) => {
      sent.push(payload as EmailJob);
    },
  });
  const to = (address: string) => sent.filter((email) => email.to === address);
  return {
    sent,
    to,
    async next(template, address) {
      const key = `${template} ${address}`;
      const seen = handedOut.get(key) ?? 0;
      const matching = () => to(address).filter((email) => email.template === template);
      await expect.poll(() => matching().length, { timeout: 10_000 }).toBeGreaterThan(seen);
      handedOut.set(key, seen + 1);
      return matching()[seen] as never;
    },
  };
}

/** Lets queued jobs reach the fake worker, so a test can assert that nothing was sent. */
export async function settleQueue(outbox: EmailOutbox, marker: () => Promise<unknown>) {
  const before = outbox.sent.length;
  await marker();
  await expect.poll(() => outbox.sent.length, { timeout: 10_000 }).toBeGreaterThan(before);
}

export const SIGNUP = {
  fullName: 'Aroha Ngata',
  dateOfBirth: '1995-03-15T00:00:00.000Z',
  gender: 'Female',
  password: 'correct horse battery',
} as const;

/** Signs up and verifies through the API, then signs in: a person as the product makes them. */
export async function registeredPerson(
  api: TestApi,
  outbox: EmailOutbox,
  email = freshEmail(),
  password: string = SIGNUP.password,
): Promise<{ email: string; password: string; token: string; userId: string }> {
  const signup = await call(api, 'POST', '/api/signup', { ...SIGNUP, email, password });
  expect(signup.statusCode).toBe(201);
  const { code } = await outbox.next('verification-code', email);
  const verified = await call(api, 'POST', '/api/verify-email', { email, code });
  expect(verified.statusCode).toBe(200);
  const login = await call(api, 'POST', '/api/login', { email, password });
  expect(login.statusCode).toBe(200);
  const { sessionToken } = login.json() as { sessionToken: string };
  const user = await api.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { email, password, token: sessionToken, userId: user.id };
}
