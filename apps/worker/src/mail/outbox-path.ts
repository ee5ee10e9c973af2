import { join } from 'node:path';

/**
 * The file every email is appended to when no SMTP server is configured (mail-transport.ts): in
 * the single-process mode, where a newcomer reads their verification code.
 */
export function outboxPath(dataDir: string): string {
  return join(dataDir, 'outbox.jsonl');
}
