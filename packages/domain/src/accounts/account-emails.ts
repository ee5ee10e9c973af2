import { type EmailJob, JOB_NAMES } from '@starmatch/contracts/jobs';
import { issueVerificationCode } from '@starmatch/db/queries/email-verifications';
import type { DomainContext } from '../context.js';

/** Codes and tokens travel only inside this payload: never in a result, never in a log line. */
export async function enqueueEmail(ctx: DomainContext, job: EmailJob): Promise<void> {
  await ctx.queue.enqueue(JOB_NAMES.emailSend, job);
}

/** Adds a fresh code (earlier ones stay valid) and emails it to the person's current address. */
export async function sendVerificationCode(
  ctx: DomainContext,
  user: { id: string; email: string; full_name: string },
): Promise<void> {
  const { code } = await issueVerificationCode(ctx.db, user.id, ctx.now());
  await enqueueEmail(ctx, {
    template: 'verification-code',
    to: user.email,
    fullName: user.full_name,
    code,
  });
}
