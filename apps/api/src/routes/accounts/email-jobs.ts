import { type EmailJob, JOB_NAMES } from '@starmatch/contracts/jobs';
import { issueVerificationCode } from '@starmatch/db/queries/email-verifications';
import type { FastifyInstance } from 'fastify';

/** Codes and tokens travel only inside this payload: never in a response, never in a log line. */
export async function enqueueEmail(app: FastifyInstance, job: EmailJob): Promise<void> {
  await app.queue.enqueue(JOB_NAMES.emailSend, job);
}

/** Adds a fresh code (earlier ones stay valid) and emails it to the person's current address. */
export async function sendVerificationCode(
  app: FastifyInstance,
  user: { id: string; email: string; full_name: string },
): Promise<void> {
  const { code } = await issueVerificationCode(app.db, user.id);
  await enqueueEmail(app, {
    template: 'verification-code',
    to: user.email,
    fullName: user.full_name,
    code,
  });
}
