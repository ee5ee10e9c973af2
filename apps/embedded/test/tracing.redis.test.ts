import { randomUUID } from 'node:crypto';
import { JOB_NAMES } from '@starmatch/contracts/jobs';
import { hashPassword } from '@starmatch/db/passwords';
import { createSession } from '@starmatch/db/queries/sessions';
import {
  type OtlpReceiver,
  type ReceivedSpan,
  startOtlpReceiver,
} from '@starmatch/test-support/otlp-receiver';
import { perFile } from '@starmatch/test-support/per-file';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { RunningService } from './support/services-per-file.js';
import { servicesPerFile } from './support/services-per-file.js';

// docs/ARCHITECTURE.md "Tracing": one request followed across processes. Deleting an account
// writes `account.deleted` to the outbox and queues `mail.forget-recipient` in BullMQ; the api
// delivers the event itself, the worker runs the job, and (the api's delete of the delivered
// event being skipped once, below) the worker's relay delivers the event again. All of it, with
// the pg and ioredis calls the api made, is one trace.

const receiver = perFile<OtlpReceiver>(startOtlpReceiver, (made) => made.close());
const stack = servicesPerFile(['api', 'worker'], () => ({
  OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
  // The relay takes an event left behind a fifth of a second after it was written.
  OUTBOX_RELAY_GRACE_MS: '200',
  OUTBOX_RELAY_INTERVAL_MS: '100',
}));

const PASSWORD = 'correct horse battery';
const SCOPES = {
  http: '@opentelemetry/instrumentation-http',
  pg: '@opentelemetry/instrumentation-pg',
  ioredis: '@opentelemetry/instrumentation-ioredis',
  fastify: '@fastify/otel',
};

/**
 * The first delete of each `account.deleted` row is skipped, as if the api had died between
 * delivering it and deleting it: the relay then finds it, as it would.
 */
async function keepDeliveredAccountEventsOnce(): Promise<void> {
  const { db } = stack.database;
  await sql`create table relay_once (id uuid primary key)`.execute(db);
  await sql`create function keep_first_delete() returns trigger language plpgsql as $$
    begin
      if old.type = 'account.deleted' and not exists (select 1 from relay_once where id = old.id) then
        insert into relay_once values (old.id);
        return null;
      end if;
      return old;
    end $$`.execute(db);
  await sql`create trigger keep_first_delete before delete on outbox_events
    for each row execute function keep_first_delete()`.execute(db);
}

async function personWithSession(): Promise<string> {
  const { db } = stack.database;
  const user = await db
    .insertInto('users')
    .values({
      email: `${randomUUID()}@example.nz`,
      password_hash: await hashPassword(PASSWORD),
      full_name: 'Aroha Ngata',
      date_of_birth: '1994-02-02',
      gender: 'Female',
      email_verified_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await createSession(db, { userId: user.id, userAgent: 'vitest' })).token;
}

/** From `span` up through its parents, as far as the received spans go. */
function ancestry(span: ReceivedSpan, spans: readonly ReceivedSpan[]): ReceivedSpan[] {
  const byId = new Map(spans.map((each) => [each.spanId, each]));
  const chain = [span];
  for (let at = byId.get(span.parentSpanId); at; at = byId.get(at.parentSpanId)) chain.push(at);
  return chain;
}

describe('tracing across the services', () => {
  it('follows one request into its job in the worker and its event through the relay', async () => {
    const [api] = stack.services as [RunningService];
    await keepDeliveredAccountEventsOnce();
    const token = await personWithSession();

    const answer = await fetch(`${api.process.origin}/api/user/account`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ currentPassword: PASSWORD }),
    });
    expect(answer.status).toBe(200);
    const requestId = answer.headers.get('x-request-id');

    const isRequest = (span: ReceivedSpan) =>
      span.scope === SCOPES.http &&
      span.kind === 2 &&
      span.attributes['http.request.method'] === 'DELETE';
    const job = `process ${JOB_NAMES.mailForget}`;
    const inTrace = () => {
      const request = receiver.spans.find(isRequest);
      return request ? receiver.spans.filter((span) => span.traceId === request.traceId) : [];
    };
    const has = (spans: ReceivedSpan[], service: string, name: string) =>
      spans.some((span) => span.service === service && span.name === name);
    // Every process exports its spans in batches: waited for, not slept on.
    await expect
      .poll(
        () => {
          const spans = inTrace();
          return [
            has(spans, 'starmatch-worker', job),
            has(spans, 'starmatch-api', 'deliver account.deleted'),
            has(spans, 'starmatch-worker', 'deliver account.deleted'),
          ];
        },
        { timeout: 20_000, interval: 200 },
      )
      .toEqual([true, true, true]);

    const spans = inTrace();
    const request = spans.find(isRequest) as ReceivedSpan;
    expect(request).toMatchObject({
      service: 'starmatch-api',
      parentSpanId: '',
      name: 'DELETE /api/user/account',
      attributes: { 'url.path': '/api/user/account', 'http.response.status_code': 200 },
    });
    const apiSpans = spans.filter((span) => span.service === 'starmatch-api');
    for (const scope of [SCOPES.fastify, SCOPES.pg, SCOPES.ioredis]) {
      expect(apiSpans.some((span) => span.scope === scope)).toBe(true);
    }
    // The statement with its placeholders, never its values; a Redis command without its
    // arguments, which hold job payloads (verification codes, reset tokens).
    expect(
      apiSpans.some((span) =>
        String(span.attributes['db.query.text']).startsWith(
          'insert into "outbox_events" ("id", "type", "payload", "request_id", "traceparent") values ($1,',
        ),
      ),
    ).toBe(true);
    const commands = apiSpans.filter((span) => span.scope === SCOPES.ioredis);
    expect(commands.map((span) => span.attributes['db.query.text'])).toEqual(
      commands.map((span) => span.name),
    );

    // The job's span, in the worker, descends from the request through the api's enqueue.
    const jobSpan = spans.find((span) => span.name === job) as ReceivedSpan;
    const fromJob = ancestry(jobSpan, spans);
    expect(fromJob.at(-1)).toBe(request);
    expect(fromJob.slice(0, 2).map((span) => `${span.service}: ${span.name}`)).toEqual([
      `starmatch-worker: ${job}`,
      `starmatch-api: send ${JOB_NAMES.mailForget}`,
    ]);
    // The relay's delivery, in the worker, continues the span that wrote the event.
    const relayed = spans.find(
      (span) => span.service === 'starmatch-worker' && span.name === 'deliver account.deleted',
    ) as ReceivedSpan;
    expect(relayed.kind).toBe(5);
    expect(ancestry(relayed, spans).at(-1)).toBe(request);
    const delivered = spans.find(
      (span) => span.service === 'starmatch-api' && span.name === 'deliver account.deleted',
    ) as ReceivedSpan;
    expect(relayed.parentSpanId).toBe(delivered.parentSpanId);

    // The request's log lines name its trace.
    const lines = stack.logs.lines
      .filter((line) => line.startsWith('[api-1] {') && line.includes(`"requestId":"${requestId}"`))
      .map((line) => JSON.parse(line.slice('[api-1] '.length)) as { trace_id?: string });
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.map((line) => line.trace_id)).toEqual(lines.map(() => request.traceId));
  });

  it('records no query string: it carries tickets, tokens and addresses, as in the logs', async () => {
    const [api] = stack.services as [RunningService];
    const answer = await fetch(`${api.process.origin}/api/app-config?email=aroha%40example.nz`);
    expect(answer.status).toBe(200);
    const spansOf = () => {
      const server = receiver.spans.find(
        (span) => span.scope === SCOPES.http && span.name === 'GET /api/app-config',
      );
      return receiver.spans
        .filter((span) => span.traceId === server?.traceId && span.scope !== SCOPES.pg)
        .map((span) => [span.name, span.attributes['url.path'], span.attributes['url.query']]);
    };
    await expect.poll(spansOf, { timeout: 20_000, interval: 200 }).toEqual(
      expect.arrayContaining([
        ['GET /api/app-config', '/api/app-config', 'REDACTED'],
        ['request', '/api/app-config', undefined],
      ]),
    );
    expect(JSON.stringify(receiver.spans)).not.toContain('aroha');
  });
});
