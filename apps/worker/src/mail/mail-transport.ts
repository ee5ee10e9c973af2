import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { createTransport } from 'nodemailer';
import type { Logger } from 'pino';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Sends through SMTP; nodemailer pools connections and reports a rejected recipient as an error, so the job retries. */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = createTransport(smtpUrl);
  return {
    async send(mail) {
      await transporter.sendMail({ from, ...mail });
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
      await mkdir(dirname(outboxPath), { recursive: true });
      const line = JSON.stringify({ ...mail, sentAt: new Date().toISOString() });
      await appendFile(outboxPath, `${line}\n`, 'utf8');
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
