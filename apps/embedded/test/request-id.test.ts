import { randomUUID } from 'node:crypto';
import { type EmbeddedApp, startEmbeddedApp } from '@starmatch/test-support/embedded-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './support/signed-up-person.js';

// The single process (as `pnpm start` runs it): the request's lines and the worker's lines for
// the job it queued carry one request id (docs/ARCHITECTURE.md "One request id").

let app: EmbeddedApp;
beforeAll(async () => {
  app = await startEmbeddedApp();
}, 90_000);
afterAll(async () => {
  await app?.stop();
});

function linesOf(requestId: string): string[] {
  return app.logs.lines
    .map((line) => line.replace(/^\[[\w-]+\] /, ''))
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { name?: string; msg?: string; requestId?: string })
    .filter((line) => line.requestId === requestId)
    .map((line) => `${line.name}: ${line.msg}`)
    .sort();
}

describe('one request id in the single process', () => {
  it("carries the edge's X-Request-Id from the request's lines to the worker's for its job", async () => {
    const answer = await signUp(app.origin, {
      email: `${randomUUID()}@example.nz`,
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('x-request-id')).toBe('abc-123');
    await expect
      .poll(() => linesOf('abc-123'), { timeout: 15_000 })
      .toEqual([
        'api: incoming request',
        'api: request completed',
        'worker: email written to outbox',
      ]);
  });
});
