import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { JOB_NAMES } from '@starmatch/contracts/jobs';
import { currentRequestId } from '@starmatch/messaging/request-context';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/call.js';
import { startTestApi, type TestApi } from './support/test-api.js';

// One request id (docs/ARCHITECTURE.md "One request id"): taken from the edge's X-Request-Id or
// made, echoed, on every line the request logs, and carried into the jobs it enqueues.

const lines: Array<Record<string, unknown>> = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let api: TestApi;
const emailJobs: Array<{ to: string; requestId: string | undefined; current: string | undefined }> =
  [];
beforeAll(async () => {
  api = await startTestApi({ LOG_LEVEL: 'info' }, { logStream });
  await api.infrastructure.queue.startWorker({
    [JOB_NAMES.emailSend]: async (payload, context) => {
      // The root logger, not a request's: the line gets the id from the job's context.
      api.app.log.info({ jobId: context.jobId }, 'test worker ran an email job');
      emailJobs.push({
        to: (payload as { to: string }).to,
        requestId: context.requestId,
        current: currentRequestId(),
      });
    },
  });
});
afterAll(async () => {
  await api.close();
});

const signup = (email: string, headers: Record<string, string> = {}) =>
  call(
    api,
    'POST',
    '/api/signup',
    {
      fullName: 'Mere Tane',
      dateOfBirth: '1995-03-15T00:00:00.000Z',
      gender: 'Female',
      email,
      password: 'correct horse battery',
    },
    { headers },
  );

describe('the request id', () => {
  it("is the edge's X-Request-Id, echoed, on every line of the request and of the job it queued", async () => {
    lines.length = 0;
    const email = `${randomUUID()}@example.nz`;
    const answer = await signup(email, { 'x-request-id': 'abc-123' });
    expect(answer.statusCode).toBe(201);
    expect(answer.headers['x-request-id']).toBe('abc-123');
    await expect
      .poll(() => emailJobs.find((job) => job.to === email))
      .toEqual({
        to: email,
        requestId: 'abc-123',
        current: 'abc-123',
      });
    // The job may run before the request's last line or after it.
    await expect
      .poll(() => lines.map((line) => line.msg).sort())
      .toEqual(['incoming request', 'request completed', 'test worker ran an email job']);
    expect(lines.map((line) => line.requestId)).toEqual(['abc-123', 'abc-123', 'abc-123']);
    // Written once per line, not once by the request's logger and again by the mixin.
    expect(JSON.stringify(lines[0]).match(/"requestId"/g)).toHaveLength(1);
  });

  it('is a fresh UUID when the edge sends none, or one that is too long or holds other characters', async () => {
    const ids: string[] = [];
    const sent: Array<Record<string, string>> = [
      {},
      { 'x-request-id': 'two words' },
      { 'x-request-id': 'a'.repeat(129) },
      { 'x-request-id': 'id"}\n{"forged":1' },
      { 'x-request-id': '' },
    ];
    for (const headers of sent) {
      const answer = await call(api, 'GET', '/api/app-config', undefined, { headers });
      expect(answer.statusCode).toBe(200);
      ids.push(String(answer.headers['x-request-id']));
    }
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
    const longest = 'a'.repeat(128);
    const kept = await call(api, 'GET', '/api/app-config', undefined, {
      headers: { 'x-request-id': longest },
    });
    expect(kept.headers['x-request-id']).toBe(longest);
  });

  it('is not carried by a job queued outside any request', async () => {
    const email = `${randomUUID()}@example.nz`;
    await api.infrastructure.queue.enqueue(JOB_NAMES.emailSend, {
      template: 'verification-code',
      to: email,
      fullName: 'Mere Tane',
      code: 'ABC123',
    });
    await expect
      .poll(() => emailJobs.find((job) => job.to === email))
      .toEqual({
        to: email,
        requestId: undefined,
        current: undefined,
      });
  });
});
