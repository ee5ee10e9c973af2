import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@starmatch/contracts/domain-events';
import type { EmailJob } from '@starmatch/contracts/jobs';
import type { ModerationAction } from '@starmatch/contracts/moderation';
import { createPerson } from '@starmatch/db/testing-people';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolutionEmailsConsumer } from '../../src/moderation/resolution-emails.js';
import { createUseCaseContext, type UseCaseContext } from '../support/use-case-context.js';

// What `report.resolved` queues: the resolution's emails, each once however often the event is
// delivered (docs/ARCHITECTURE.md "Domain events and the outbox").

let context: UseCaseContext;
const queued: Array<{ jobId: string; email: EmailJob }> = [];
let subject: string;
let reporter: string;

beforeAll(async () => {
  context = await createUseCaseContext();
  // Only what the consumer queues: the in-process queue runs it here instead of sending it.
  await context.ctx.queue.startWorker({
    'email.send': async (payload, { jobId }) => {
      queued.push({ jobId, email: payload as EmailJob });
    },
  });
  subject = await createPerson(context.test.db, { fullName: 'Sam Subject' });
  reporter = await createPerson(context.test.db, { fullName: 'Rita Reporter' });
});

afterAll(async () => {
  await context.destroy();
});

function resolved(
  action: ModerationAction,
  people: { subjectId: string | null; reporterId: string | null },
): DomainEvent {
  return {
    id: randomUUID(),
    type: 'report.resolved',
    occurredAt: new Date().toISOString(),
    payload: { reportId: randomUUID(), action, ...people },
  };
}

async function emailOf(userId: string): Promise<string> {
  const row = await context.test.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.email;
}

/**
 * Delivers `event` as often as `times`, and answers the jobs it queued once they ran: a marker
 * job queued after them runs after them, so it marks the end of what the event queued.
 */
async function deliver(event: DomainEvent, times = 1) {
  const consumer = resolutionEmailsConsumer({ db: context.test.db, queue: context.ctx.queue });
  for (let time = 0; time < times; time++) expect(await consumer(event, {})).toEqual([]);
  await context.ctx.queue.enqueueAndWait('email.send', { marker: true });
  return queued.filter((job) => job.jobId.startsWith(event.id));
}

describe('resolutionEmailsConsumer', () => {
  it('warns the subject and thanks the reporter, each once when the event comes three times', async () => {
    const event = resolved('warn', { subjectId: subject, reporterId: reporter });
    const ofEvent = await deliver(event, 3);
    expect(ofEvent.map((job) => job.jobId).sort()).toEqual([
      `${event.id}-thanks`,
      `${event.id}-warning`,
    ]);
    expect(ofEvent.find((job) => job.jobId.endsWith('-warning'))?.email).toEqual({
      template: 'moderation-warning',
      to: await emailOf(subject),
      fullName: 'Sam Subject',
    });
    expect(ofEvent.find((job) => job.jobId.endsWith('-thanks'))?.email).toEqual({
      template: 'report-handled',
      to: await emailOf(reporter),
      fullName: 'Rita Reporter',
    });
  });

  it.each(['dismiss', 'suspend', 'ban'] as const)(
    'on %s, only thanks the reporter: the subject hears of it otherwise',
    async (action) => {
      const event = resolved(action, { subjectId: subject, reporterId: reporter });
      const ofEvent = await deliver(event);
      expect(ofEvent.map((job) => job.jobId)).toEqual([`${event.id}-thanks`]);
    },
  );

  it('emails nobody whose account is gone', async () => {
    const event = resolved('warn', { subjectId: randomUUID(), reporterId: null });
    expect(await deliver(event)).toEqual([]);
  });

  it('ignores every other event', async () => {
    const before = queued.length;
    const event: DomainEvent = {
      id: randomUUID(),
      type: 'account.banned',
      occurredAt: new Date().toISOString(),
      payload: { userId: subject },
    };
    await deliver(event);
    expect(queued.slice(before).map((job) => job.email)).toEqual([{ marker: true }]);
  });
});
