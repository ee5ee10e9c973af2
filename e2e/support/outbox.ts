import { readOutboxFile } from '@starmatch/test-support/outbox-file';

export interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header lines (List-Unsubscribe on notifications). */
  headers?: Record<string, string>;
  /** The job id the Message-ID is made from. */
  idempotencyKey: string;
  sentAt: string;
}

/** Every email written so far, oldest first. */
export function readOutbox(dataDir: string): Promise<OutboxEmail[]> {
  return readOutboxFile<OutboxEmail>(dataDir);
}

/** Waits for the n-th email (1-based) to `to` whose subject matches, as a person waits for their inbox. */
export async function waitForEmail(
  dataDir: string,
  to: string,
  subject: RegExp,
  nth = 1,
  timeoutMs = 15_000,
): Promise<OutboxEmail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const matching = (await readOutbox(dataDir)).filter(
      (email) => email.to === to && subject.test(email.subject),
    );
    const email = matching[nth - 1];
    if (email) return email;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no email #${nth} to ${to} matching ${subject} within ${timeoutMs} ms`);
}

export function verificationCodeIn(email: OutboxEmail): string {
  const code = /\n([A-Z0-9]{6})\n/.exec(email.text)?.[1];
  if (!code) throw new Error(`no verification code in:\n${email.text}`);
  return code;
}

export function linkIn(email: OutboxEmail, path: string): string {
  const link = new RegExp(`https?://[^\\s]+${path}[^\\s]*`).exec(email.text)?.[0];
  if (!link) throw new Error(`no ${path} link in:\n${email.text}`);
  return link;
}
