import { emailJobSchema } from '@starmatch/contracts/jobs';
import { type JobProcessor, UnrecoverableJobError } from '@starmatch/messaging/job-queue';
import { renderEmail } from '../mail/email-templates.js';
import type { MailTransport } from '../mail/mail-transport.js';

export function createEmailProcessor(transport: MailTransport, appUrl: string): JobProcessor {
  return async (payload) => {
    const parsed = emailJobSchema.safeParse(payload);
    if (!parsed.success) {
      // A bad payload is a producer bug: retrying cannot fix it.
      throw new UnrecoverableJobError(`Invalid email job: ${parsed.error.issues[0]?.message}`);
    }
    const email = renderEmail(parsed.data, appUrl);
    await transport.send({ to: parsed.data.to, ...email });
    return { sent: true };
  };
}
