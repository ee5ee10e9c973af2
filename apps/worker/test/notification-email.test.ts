import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EmailJob } from '@starmatch/contracts/jobs';
import { createTestDatabase, type TestDatabase } from '@starmatch/db/testing';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderEmail } from '../src/mail/email-templates.js';
import { createMailTransport } from '../src/mail/mail-transport.js';
import { createEmailProcessor } from '../src/processors/email-processor.js';
import { recordingSmtpServerPerFile } from './support/recording-smtp-server.js';

// A notification email: who and what, a link to the screen, and RFC 8058 one-click unsubscribe,
// through the pooled SMTP transport and the single-process outbox alike.

const APP = 'https://starmatch.example';
const silent = pino({ level: 'silent' });
const job: EmailJob = {
  template: 'notification',
  to: 'nikau@example.nz',
  fullName: 'Nikau Parata',
  kind: 'messages',
  headline: 'Aroha sent you 3 messages',
  preview: null,
  path: '/chat?match=3f0c1d7e-0000-4000-8000-000000000001',
  unsubscribeToken: 'djE6dXNlcjptZXNzYWdlcw.c2lnbmF0dXJl',
};
const oneClick = `${APP}/api/notifications/unsubscribe?token=djE6dXNlcjptZXNzYWdlcw.c2lnbmF0dXJl`;

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

describe('the notification email', () => {
  it('says who and what, links to the chat, and unsubscribes in one click', () => {
    const email = renderEmail(job, APP);
    expect(email.subject).toBe('Aroha sent you 3 messages');
    expect(email.headers).toEqual({
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    for (const part of [email.text, email.html]) {
      expect(part).toContain('Kia ora Nikau,');
      expect(part).toContain('Aroha sent you 3 messages on Starmatch.');
      expect(part).toContain('Open the chat');
      expect(part).toContain('Unsubscribe from emails about new messages');
    }
    expect(email.text).toContain("You're getting this because emails about new messages are on.");
    expect(email.html).toContain(
      'You&#39;re getting this because emails about new messages are on.',
    );
    expect(email.text).toContain(`Open the chat: ${APP}/chat?match=${job.path.split('=')[1]}`);
    expect(email.text).toContain(
      `Unsubscribe from emails about new messages: ${APP}/unsubscribe?token=djE6dXNlcjptZXNzYWdlcw.c2lnbmF0dXJl`,
    );
    expect(email.html).toContain(`href="${APP}/settings"`);
    expect(email.text).not.toContain('“');
  });

  it('quotes the message only when the job carries a preview', () => {
    const email = renderEmail({ ...job, preview: 'Coffee <Saturday>?' }, APP);
    expect(email.text).toContain('“Coffee <Saturday>?”');
    expect(email.html).toContain('“Coffee &lt;Saturday&gt;?”');
  });

  it('keeps its headers in the single-process outbox', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'starmatch-outbox-'));
    try {
      const transport = createMailTransport(
        { from: 'Starmatch <hello@starmatch.nz>', dataDir },
        silent,
      );
      const process = createEmailProcessor({
        transport,
        appUrl: APP,
        db: database.db,
        logger: silent,
      });
      await process(job, { jobId: 'notification-outbox-1', attempt: 1 });
      const line = JSON.parse((await readFile(join(dataDir, 'outbox.jsonl'), 'utf8')).trim());
      expect(line.headers).toEqual({
        'List-Unsubscribe': `<${oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      expect(line.idempotencyKey).toBe('notification-outbox-1');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the pooled SMTP transport', () => {
  const smtp = recordingSmtpServerPerFile();

  it('sends 20 emails over at most 5 connections, each with its headers and Message-ID', async () => {
    const transport = createMailTransport(
      {
        smtpUrl: smtp.url(),
        from: 'Starmatch <hello@starmatch.nz>',
        dataDir: '/x',
      },
      silent,
    );
    const process = createEmailProcessor({
      transport,
      appUrl: APP,
      db: database.db,
      logger: silent,
    });
    await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        process(job, { jobId: `notification-${n}`, attempt: 1 }),
      ),
    );
    transport.close();
    expect(smtp.received).toHaveLength(20);
    expect(smtp.connections()).toBeGreaterThanOrEqual(1);
    expect(smtp.connections()).toBeLessThanOrEqual(5);
    // Long header lines arrive folded (RFC 5322): unfolded, they read as sent.
    const unfolded = smtp.received.map(({ body }) => body.replace(/\r\n(?=[ \t])/g, ''));
    const first = unfolded.find((body) =>
      body.includes('Message-ID: <notification-0@starmatch.nz>'),
    );
    expect(first).toBeDefined();
    expect(first).toContain(`List-Unsubscribe: <${oneClick}>`);
    expect(first).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(first).toContain('Subject: Aroha sent you 3 messages');
    expect(first).toContain('multipart/alternative');
  });
});
