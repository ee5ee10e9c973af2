import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RunningService } from './support/services-per-file.js';
import { servicesPerFile } from './support/services-per-file.js';
import { signUp } from './support/signed-up-person.js';

// One request id across processes (docs/ARCHITECTURE.md "One request id"): the api's lines, the
// job it queued in BullMQ, and the worker's lines for that job all carry it.

const stack = servicesPerFile(['api', 'api', 'worker']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface LogLine {
  process: string;
  msg?: string;
  requestId?: string;
}

function logLines(): LogLine[] {
  return stack.logs.lines.flatMap((line) => {
    const match = /^\[([\w-]+)\] (\{.*\})\n$/.exec(line);
    if (!match) return [];
    return [{ process: match[1] as string, ...(JSON.parse(match[2] as string) as object) }];
  });
}

const linesOf = (requestId: string) =>
  logLines()
    .filter((line) => line.requestId === requestId)
    .map((line) => `${line.process}: ${line.msg}`)
    .sort();

describe('one request id across the services', () => {
  it("carries the edge's X-Request-Id from the api's lines to the worker's lines for the job", async () => {
    const [api] = stack.services as [RunningService];
    const answer = await signUp(api.process.origin, {
      email: `${randomUUID()}@example.nz`,
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('x-request-id')).toBe('abc-123');
    await expect
      .poll(() => linesOf('abc-123'), { timeout: 15_000 })
      .toEqual([
        'api-1: incoming request',
        'api-1: request completed',
        'worker-1: email written to outbox',
      ]);
  });

  it('makes ids unique across two api processes (never a per-process counter)', async () => {
    const ids: string[] = [];
    for (const api of stack.services.slice(0, 2)) {
      for (let round = 0; round < 3; round += 1) {
        const answer = await fetch(`${api.process.origin}/api/app-config`);
        expect(answer.status).toBe(200);
        ids.push(answer.headers.get('x-request-id') ?? '');
      }
    }
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(6);
    await expect
      .poll(() => ids.map((id) => linesOf(id)))
      .toEqual(
        ids.map((_, index) => {
          const process = index < 3 ? 'api-1' : 'api-2';
          return [`${process}: incoming request`, `${process}: request completed`];
        }),
      );
  });
});
