import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@starmatch/contracts/domain-events';
import type { EmailJob } from '@starmatch/contracts/jobs';
import { createPerson } from '@starmatch/db/testing-people';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appealEmailsConsumer } from '../../src/moderation/appeal-emails.js';
import { readAppealToken } from '../../src/moderation/appeal-token.js';
import { createUseCaseContext, type UseCaseContext } from '../support/use-case-context.js';

// What a sanction's `report.resolved` and an appeal's `appeal.decided` queue: one email each,
// however often the event is delivered, carrying a working appeal token (docs/PRODUCT.md "Appeals").

const NOW = new Date('2026-12-01T00:00:00.000Z');
const UNTIL = new Date('2026-12-08T00:00:00.000Z');

let context: UseCaseContext;
const queued: Array<{ jobId: string; email: EmailJob }> = [];

beforeAll(async () => {
  context = await createUseCaseContext({ now: () => NOW });
  await context.ctx.queue.startWorker({
    'email.send': async (payload, { jobId }) => {
      queued.push({ jobId, email: payload as EmailJob });
    },
  });
});

afterAll(async () => {
  await context.destroy();
});

async function person(sanction: { banned_at?: Date; suspended_until?: Date }) {
  const id = await createPerson(context.test.db, { fullName: 'Sam Subject' });
  if (Object.keys(sanction).length > 0) {
    await context.test.db.updateTable('users').set(sanction).where('id', '=', id).execute();
  }
  const { email } = await context.test.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, email };
}

function event(type: 'report.resolved' | 'appeal.decided', payload: object): DomainEvent {
  return {
    id: randomUUID(),
    type,
    occurredAt: NOW.toISOString(),
    payload,
  } as DomainEvent;
}

async function deliver(delivered: DomainEvent, times = 1) {
  const consumer = appealEmailsConsumer({
    db: context.test.db,
    queue: context.ctx.queue,
    now: () => NOW,
  });
  for (let time = 0; time < times; time++) expect(await consumer(delivered, {})).toEqual([]);
  await context.ctx.queue.enqueueAndWait('email.send', { marker: true });
  return queued.filter((job) => job.jobId.startsWith(delivered.id));
}

describe('appealEmailsConsumer', () => {
  it('emails a ban once, with a token that names the person and the report', async () => {
    const subject = await person({ banned_at: NOW });
    const reportId = randomUUID();
    const resolved = event('report.resolved', {
      reportId,
      action: 'ban',
      subjectId: subject.id,
      reporterId: null,
    });
    const jobs = await deliver(resolved, 3);
    expect(jobs).toEqual([
      {
        jobId: `${resolved.id}-account-banned`,
        email: {
          template: 'account-banned',
          to: subject.email,
          fullName: 'Sam Subject',
          appealToken: expect.any(String),
        },
      },
    ]);
    const email = jobs[0]?.email as Extract<EmailJob, { template: 'account-banned' }>;
    expect(await readAppealToken(context.test.db, email.appealToken)).toEqual({
      userId: subject.id,
      reportId,
    });
  });

  it('emails a suspension with the time it ends', async () => {
    const subject = await person({ suspended_until: UNTIL });
    const resolved = event('report.resolved', {
      reportId: randomUUID(),
      action: 'suspend',
      subjectId: subject.id,
      reporterId: null,
    });
    expect((await deliver(resolved)).map((job) => job.email)).toEqual([
      {
        template: 'account-suspended',
        to: subject.email,
        fullName: 'Sam Subject',
        until: UNTIL.toISOString(),
        appealToken: expect.any(String),
      },
    ]);
  });

  it('sends nothing for a sanction lifted before delivery, a warning, or an account gone', async () => {
    const lifted = await person({});
    const cases = [
      { action: 'ban', subjectId: lifted.id },
      { action: 'suspend', subjectId: lifted.id },
      { action: 'warn', subjectId: lifted.id },
      { action: 'ban', subjectId: null },
      { action: 'ban', subjectId: randomUUID() },
    ];
    for (const payload of cases) {
      const resolved = event('report.resolved', {
        reportId: randomUUID(),
        reporterId: null,
        ...payload,
      });
      expect(await deliver(resolved)).toEqual([]);
    }
  });

  it('emails an appeal’s decision once', async () => {
    const subject = await person({});
    const { id: appealId } = await context.test.db
      .insertInto('appeals')
      .values({
        user_id: subject.id,
        report_id: null,
        sanction: 'suspend',
        text: 'It was a misunderstanding.',
        status: 'rejected',
        created_at: NOW,
        decided_at: NOW,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const decided = event('appeal.decided', { appealId, userId: subject.id, upheld: false });
    expect(await deliver(decided, 2)).toEqual([
      {
        jobId: `${decided.id}-appeal-decided`,
        email: {
          template: 'appeal-decided',
          to: subject.email,
          fullName: 'Sam Subject',
          sanction: 'suspend',
          upheld: false,
        },
      },
    ]);
  });
});
