import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@starmatch/db/testing';
import { UnrecoverableJobError } from '@starmatch/messaging/job-queue';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailTransport, type MailTransport } from '../src/mail/mail-transport.js';
import { createEmailProcessor } from '../src/processors/email-processor.js';
import { recordingSmtpServerPerFile } from './support/recording-smtp-server.js';

const silent = pino({ level: 'silent' });
/** A job of its own: its id is the email's idempotency key. */
const newJob = () => ({ jobId: randomUUID(), attempt: 1 });

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

function emailProcessor(transport: MailTransport, appUrl: string) {
  return createEmailProcessor({ transport, appUrl, db: database.db, logger: silent });
}
const job = {
  template: 'verification-code',
  to: 'mere@example.nz',
  fullName: 'Mere',
  code: 'QW12ER',
};

describe('email processor with the outbox', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'starmatch-outbox-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('appends one JSON line per email to <DATA_DIR>/outbox.jsonl', async () => {
    const transport = createMailTransport(
      { from: 'Starmatch <hello@starmatch.nz>', dataDir },
      silent,
    );
    const process = emailProcessor(transport, 'http://localhost:3000');
    const context = newJob();
    await process(job, context);
    await process({ template: 'signup-attempt', to: 'taken@example.nz' }, newJob());
    const lines = (await readFile(join(dataDir, 'outbox.jsonl'), 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(2);
    const first = JSON.parse(lines[0] ?? '{}');
    expect(Object.keys(first).sort()).toEqual([
      'html',
      'idempotencyKey',
      'sentAt',
      'subject',
      'text',
      'to',
    ]);
    expect(first.idempotencyKey).toBe(context.jobId);
    expect(first.to).toBe('mere@example.nz');
    expect(first.text).toContain('QW12ER');
    expect(Number.isNaN(Date.parse(first.sentAt))).toBe(false);
    expect(JSON.parse(lines[1] ?? '{}').to).toBe('taken@example.nz');
  });

  it('does not retry a payload that fails its schema', async () => {
    const transport = createMailTransport({ from: 'x <x@example.nz>', dataDir }, silent);
    const process = emailProcessor(transport, 'http://localhost:3000');
    await expect(
      process({ template: 'verification-code', to: 'not-an-email' }, newJob()),
    ).rejects.toBeInstanceOf(UnrecoverableJobError);
  });

  it('sends a job that runs again (a retry, its worker died) only once', async () => {
    const outbox = join(dataDir, 'once', 'outbox.jsonl');
    const transport = createMailTransport(
      { from: 'x <x@example.nz>', dataDir: join(dataDir, 'once') },
      silent,
    );
    const process = emailProcessor(transport, 'http://localhost:3000');
    const context = newJob();
    expect(await process(job, context)).toEqual({ sent: true });
    expect(await process(job, { ...context, attempt: 2 })).toEqual({
      sent: true,
      alreadySent: true,
    });
    // Another job with the same content is another email.
    expect(await process(job, newJob())).toEqual({ sent: true });
    const lines = (await readFile(outbox, 'utf8')).trim().split('\n');
    expect(lines.map((line) => JSON.parse(line).to)).toEqual([job.to, job.to]);
    const stored = await database.db
      .selectFrom('email_deliveries')
      .select(['template'])
      .where('idempotency_key', '=', context.jobId)
      .execute();
    expect(stored).toEqual([{ template: 'verification-code' }]);
  });

  it('sends again a job whose send failed: nothing was recorded', async () => {
    const context = newJob();
    const failing = createMailTransport(
      { smtpUrl: 'smtp://127.0.0.1:1', from: 'x <x@example.nz>', dataDir },
      silent,
    );
    await expect(emailProcessor(failing, 'http://localhost:3000')(job, context)).rejects.toThrow();
    failing.close();
    const transport = createMailTransport(
      { from: 'x <x@example.nz>', dataDir: join(dataDir, 'retry') },
      silent,
    );
    expect(await emailProcessor(transport, 'http://localhost:3000')(job, context)).toEqual({
      sent: true,
    });
    const lines = (await readFile(join(dataDir, 'retry', 'outbox.jsonl'), 'utf8')).trim();
    expect(lines.split('\n')).toHaveLength(1);
  });
});

describe('email processor over SMTP', () => {
  const smtp = recordingSmtpServerPerFile();
  const { received } = smtp;

  it('delivers through the SMTP server at SMTP_URL', async () => {
    const transport = createMailTransport(
      {
        smtpUrl: smtp.url(),
        from: 'Starmatch <hello@starmatch.nz>',
        dataDir: '/nonexistent',
      },
      silent,
    );
    const context = newJob();
    const process = emailProcessor(transport, 'https://app.example');
    await process(job, context);
    await process(job, { ...context, attempt: 2 });
    transport.close();
    expect(received).toHaveLength(1);
    expect(received[0]?.body).toContain(`Message-ID: <${context.jobId}@starmatch.nz>`);
    expect(received[0]?.from).toBe('hello@starmatch.nz');
    expect(received[0]?.to).toEqual(['mere@example.nz']);
    expect(received[0]?.body).toContain('Subject: Your Starmatch verification code');
    expect(received[0]?.body).toContain('QW12ER');
    expect(received[0]?.body).toContain('multipart/alternative');
  });

  it('fails the job when the server refuses, so the queue retries it', async () => {
    const transport = createMailTransport(
      {
        smtpUrl: 'smtp://127.0.0.1:1',
        from: 'Starmatch <hello@starmatch.nz>',
        dataDir: '/nonexistent',
      },
      silent,
    );
    await expect(emailProcessor(transport, 'https://app.example')(job, newJob())).rejects.toThrow();
    transport.close();
  });
});
