import { randomUUID } from 'node:crypto';
import { appendFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { createTransport } from 'nodemailer';
import type { Logger } from 'pino';
import { outboxPath } from './outbox-path.js';

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
  /**
   * Drops whatever this transport keeps of the mail sent to `address` (its account was deleted):
   * the outbox file's lines. SMTP keeps nothing: what it delivered is in the person's inbox.
   */
  forgetRecipient(address: string): Promise<void>;
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
    async forgetRecipient() {},
    close() {
      transporter.close();
    },
  };
}

/**
 * Without SMTP (single-process mode, development), every email is appended to an outbox file as
 * one JSON line, so a newcomer can read their verification code without a mail server. Writes
 * run one at a time, so a line appended while a deleted account's lines are taken out is kept.
 */
export function outboxTransport(outboxPath: string, logger: Logger): MailTransport {
  let writes: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(write: () => Promise<T>): Promise<T> => {
    const next = writes.then(write);
    writes = next.catch(() => undefined);
    return next;
  };
  return {
    send(mail) {
      return inTurn(async () => {
        // Owner-only: the lines hold verification codes and reset links.
        await mkdir(dirname(outboxPath), { recursive: true, mode: 0o700 });
        const line = JSON.stringify({ ...mail, sentAt: new Date().toISOString() });
        await appendFile(outboxPath, `${line}\n`, { encoding: 'utf8', mode: 0o600 });
        logger.info(
          { to: mail.to, subject: mail.subject, outbox: outboxPath },
          'email written to outbox',
        );
      });
    },
    forgetRecipient(address) {
      return inTurn(async () => {
        const text = await readFile(outboxPath, 'utf8').catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return '';
          throw error;
        });
        const lines = text.split('\n').filter((line) => line !== '');
        const kept = lines.filter((line) => !isTo(line, address));
        if (kept.length === lines.length) return;
        // Whole or not at all: a reader never sees half a file.
        const temporary = `${outboxPath}.${randomUUID()}.tmp`;
        try {
          await writeFile(temporary, kept.map((line) => `${line}\n`).join(''), { mode: 0o600 });
          await rename(temporary, outboxPath);
        } catch (error) {
          await rm(temporary, { force: true });
          throw error;
        }
        logger.info(
          { removed: lines.length - kept.length },
          "a deleted account's mail left the outbox",
        );
      });
    },
    close() {},
  };
}

/** Whether an outbox line is mail to `address` (addresses compared as sign-up stores them). */
function isTo(line: string, address: string): boolean {
  try {
    const { to } = JSON.parse(line) as { to?: unknown };
    return typeof to === 'string' && to.toLowerCase() === address.toLowerCase();
  } catch {
    return false;
  }
}

export function createMailTransport(
  options: { smtpUrl?: string | undefined; from: string; dataDir: string },
  logger: Logger,
): MailTransport {
  return options.smtpUrl
    ? smtpTransport(options.smtpUrl, options.from)
    : outboxTransport(outboxPath(options.dataDir), logger);
}
