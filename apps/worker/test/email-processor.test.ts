import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UnrecoverableJobError } from '@starmatch/messaging/job-queue';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailTransport } from '../src/mail/mail-transport.js';
import { createEmailProcessor } from '../src/processors/email-processor.js';

const silent = pino({ level: 'silent' });
const context = { jobId: 'job-1', attempt: 1 };
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
    const process = createEmailProcessor(transport, 'http://localhost:3000');
    await process(job, context);
    await process({ template: 'signup-attempt', to: 'taken@example.nz' }, context);
    const lines = (await readFile(join(dataDir, 'outbox.jsonl'), 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(2);
    const first = JSON.parse(lines[0] ?? '{}');
    expect(Object.keys(first).sort()).toEqual(['html', 'sentAt', 'subject', 'text', 'to']);
    expect(first.to).toBe('mere@example.nz');
    expect(first.text).toContain('QW12ER');
    expect(Number.isNaN(Date.parse(first.sentAt))).toBe(false);
    expect(JSON.parse(lines[1] ?? '{}').to).toBe('taken@example.nz');
  });

  it('does not retry a payload that fails its schema', async () => {
    const transport = createMailTransport({ from: 'x <x@example.nz>', dataDir }, silent);
    const process = createEmailProcessor(transport, 'http://localhost:3000');
    await expect(
      process({ template: 'verification-code', to: 'not-an-email' }, context),
    ).rejects.toBeInstanceOf(UnrecoverableJobError);
  });
});

describe('email processor over SMTP', () => {
  const received: Array<{ from: string; to: string[]; body: string }> = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let body = '';
        stream.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            body,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers through the SMTP server at SMTP_URL', async () => {
    const transport = createMailTransport(
      {
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'Starmatch <hello@starmatch.nz>',
        dataDir: '/nonexistent',
      },
      silent,
    );
    await createEmailProcessor(transport, 'https://app.example')(job, context);
    transport.close();
    expect(received).toHaveLength(1);
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
    await expect(
      createEmailProcessor(transport, 'https://app.example')(job, context),
    ).rejects.toThrow();
    transport.close();
  });
});
