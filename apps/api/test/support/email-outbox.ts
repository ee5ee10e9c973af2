import type { EmailJob } from '@starmatch/contracts/jobs';
import type { Infrastructure } from '@starmatch/service-kit/infrastructure';
import { expect } from 'vitest';

export interface EmailOutbox {
  sent: EmailJob[];
  /**
   * The next email of a template to an address that this outbox has not handed out yet, waiting
   * for it to arrive: read the code of each email in the order they were sent.
   */
  next<T extends EmailJob['template']>(
    template: T,
    to: string,
  ): Promise<Extract<EmailJob, { template: T }>>;
  /** Everything sent to an address so far. */
  to(address: string): EmailJob[];
}

/** Stands in for the worker: consumes email.send jobs and keeps their payloads. */
export async function captureEmails(infrastructure: Infrastructure): Promise<EmailOutbox> {
  const sent: EmailJob[] = [];
  const handedOut = new Map<string, number>();
  await infrastructure.queue.startWorker({
    'email.send': async (payload) => {
      sent.push(payload as EmailJob);
    },
  });
  const to = (address: string) => sent.filter((email) => email.to === address);
  return {
    sent,
    to,
    async next(template, address) {
      const key = `${template} ${address}`;
      const seen = handedOut.get(key) ?? 0;
      const matching = () => to(address).filter((email) => email.template === template);
      await expect.poll(() => matching().length, { timeout: 10_000 }).toBeGreaterThan(seen);
      handedOut.set(key, seen + 1);
      return matching()[seen] as never;
    },
  };
}

/** Lets queued jobs reach the fake worker, so a test can assert that nothing was sent. */
export async function settleQueue(outbox: EmailOutbox, marker: () => Promise<unknown>) {
  const before = outbox.sent.length;
  await marker();
  await expect.poll(() => outbox.sent.length, { timeout: 10_000 }).toBeGreaterThan(before);
}
