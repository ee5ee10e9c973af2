import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { createTransport } from 'nodemailer';
import type { Logger } from 'pino';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header lines (List-Unsubscribe on notifications). */
  headers?: Record<string, string>;
  /**
   * The same for every attempt at this one email (its job's id). SMTP: the Message-ID is made
   * from it, so a copy sent twice in spite of the worker's records (a crash between the server
   * accepting it and the record being written) is one message to mail software that
   * deduplicates by Message-ID. The outbox writes it on the line.
   */
  idempotencyKey: string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Connections kept open to the SMTP server, each used for up to this many emails. */
const SMTP_POOL = { pool: 'true', maxConnections: '5', maxMessages: '100' };

/**
 * SMTP_URL with the pool's settings as its query (how nodemailer reads options from a URL),
 * unless the URL sets them itself.
 */
function pooledUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, value] of Object.entries(SMTP_POOL)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  return url.toString();
}

/**
 * Sends through SMTP over a pool of open connections (a burst of notifications must not open one
 * connection per email); a rejected recipient is an error, so the job retries.
 */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = createTransport(pooledUrl(smtpUrl));
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'starmatch.invalid';
  return {
    async send({ idempotencyKey, ...mail }) {
      await transporter.sendMail({ from, ...mail, messageId: `<${idempotencyKey}@${domain}>` });
    },
    close() {
      transporter.close();
    },
  };
}

/**
 * Without SMTP (single-process mode, development), every email is appended to an outbox file as
 * one JSON line, so a newcomer can read their verification code without a mail server.
 */
export function outboxTransport(outboxPath: string, logger: Logger): MailTransport {
  return {
    async send(mail) {
      // Owner-only: the lines hold verification codes and reset links.
      await mkdir(dirname(outboxPath), { recursive: true, mode: 0o700 });
      const line = JSON.stringify({ ...mail, sentAt: new Date().toISOString() });
      await appendFile(outboxPath, `${line}\n`, { encoding: 'utf8', mode: 0o600 });
      logger.info(
        { to: mail.to, subject: mail.subject, outbox: outboxPath },
        'email written to outbox',
      );
    },
    close() {},
  };
}

export function createMailTransport(
  options: { smtpUrl?: string | undefined; from: string; dataDir: string },
  logger: Logger,
): MailTransport {
  return options.smtpUrl
    ? smtpTransport(options.smtpUrl, options.from)
    : outboxTransport(`${options.dataDir}/outbox.jsonl`, logger);
}
