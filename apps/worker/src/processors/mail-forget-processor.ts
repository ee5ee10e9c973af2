import { mailForgetJobSchema } from '@starmatch/contracts/jobs';
import { type JobProcessor, UnrecoverableJobError } from '@starmatch/messaging/job-queue';
import type { MailTransport } from '../mail/mail-transport.js';

/**
 * mail.forget-recipient: an account was deleted, so the mail kept for its address goes too
 * (docs/PRODUCT.md "What we keep and for how long"). Running it again removes nothing more.
 */
export function createMailForgetProcessor(transport: MailTransport): JobProcessor {
  return async (payload) => {
    const parsed = mailForgetJobSchema.safeParse(payload);
    if (!parsed.success) {
      throw new UnrecoverableJobError(
        `Invalid mail.forget-recipient job: ${parsed.error.issues[0]?.message}`,
      );
    }
    await transport.forgetRecipient(parsed.data.to);
  };
}
