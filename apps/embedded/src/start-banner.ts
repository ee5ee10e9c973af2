import { resolve } from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@starmatch/db/seed/demo-accounts';
import { outboxPath } from '@starmatch/worker/mail/outbox-path';
import type { EmbeddedConfig } from './config.js';
import { seedsDemoPeople } from './seeds-demo-people.js';

/**
 * What a person who ran `pnpm start` in a terminal needs once the app listens: where to open
 * it, whom to sign in as, and where the codes and links of its emails land. Printed on a
 * terminal only; elsewhere the 'Starmatch is running' log line says where it listens.
 */
export function startBanner(config: EmbeddedConfig): string {
  const lines = [`Starmatch is running at http://localhost:${config.port}`, ''];
  if (seedsDemoPeople(config)) {
    const emails = DEMO_ACCOUNTS.map((account) => account.email).join(' or ');
    lines.push(`Sign in as ${emails}, password ${DEMO_PASSWORD}`);
  }
  lines.push(
    config.worker.smtpUrl
      ? `Emails go to the SMTP server at ${new URL(config.worker.smtpUrl).host}`
      : `Emails (sign-up codes, reset links) are written to ${resolve(outboxPath(config.worker.dataDir))}`,
    config.api.databaseUrl
      ? 'Stop with Ctrl+C'
      : `Stop with Ctrl+C; your data stays in ${resolve(config.api.dataDir)}`,
  );
  return `\n${lines.map((line) => (line === '' ? '' : `  ${line}`)).join('\n')}\n\n`;
}
