import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UnrecoverableJobError } from '@starmatch/messaging/job-queue';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailTransport, type OutgoingMail } from '../src/mail/mail-transport.js';
import { createMailForgetProcessor } from '../src/processors/mail-forget-processor.js';

// A deleted account's mail leaves the single-process mode's outbox file (docs/PRODUCT.md "What
// we keep and for how long"); everyone else's stays, in order.

const silent = pino({ level: 'silent' });
let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'starmatch-forget-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const mail = (to: string, subject: string): OutgoingMail => ({
  to,
  subject,
  text: subject,
  html: `<p>${subject}</p>`,
  idempotencyKey: subject,
});

async function outboxLines(): Promise<{ to: string; subject: string }[]> {
  const text = await readFile(join(dataDir, 'outbox.jsonl'), 'utf8');
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      const { to, subject } = JSON.parse(line) as { to: string; subject: string };
      return { to, subject };
    });
}

describe("forgetting a deleted account's mail", () => {
  it('takes out every line to the address, whatever its case, and keeps the rest in order', async () => {
    const transport = createMailTransport({ from: 'x <x@example.nz>', dataDir }, silent);
    await transport.send(mail('mere@example.nz', 'one'));
    await transport.send(mail('tama@example.nz', 'two'));
    await transport.send(mail('Mere@Example.nz', 'three'));
    await transport.send(mail('tama@example.nz', 'four'));
    await createMailForgetProcessor(transport)(
      { to: 'mere@example.nz' },
      { jobId: 'j', attempt: 1 },
    );
    expect(await outboxLines()).toEqual([
      { to: 'tama@example.nz', subject: 'two' },
      { to: 'tama@example.nz', subject: 'four' },
    ]);
  });

  it('keeps a line sent while the file is rewritten', async () => {
    const transport = createMailTransport({ from: 'x <x@example.nz>', dataDir }, silent);
    await transport.send(mail('mere@example.nz', 'one'));
    await Promise.all([
      transport.forgetRecipient('mere@example.nz'),
      transport.send(mail('tama@example.nz', 'during')),
      transport.send(mail('mere@example.nz', 'after')),
    ]);
    expect(await outboxLines()).toEqual([
      { to: 'tama@example.nz', subject: 'during' },
      { to: 'mere@example.nz', subject: 'after' },
    ]);
  });

  it('is harmless without an outbox yet, and refuses a job that names no address', async () => {
    const transport = createMailTransport({ from: 'x <x@example.nz>', dataDir }, silent);
    await expect(transport.forgetRecipient('mere@example.nz')).resolves.toBeUndefined();
    await expect(
      createMailForgetProcessor(transport)({ to: 'not an address' }, { jobId: 'j', attempt: 1 }),
    ).rejects.toBeInstanceOf(UnrecoverableJobError);
  });
});
