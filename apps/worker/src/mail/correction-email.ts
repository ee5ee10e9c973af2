import { PRODUCT_NAME } from '@starmatch/contracts/constants';
import type { EmailJob } from '@starmatch/contracts/jobs';
import { compose, greeting, type RenderedEmail } from './compose-email.js';

type CorrectionEmailJob = Extract<EmailJob, { template: 'correction-decided' }>;

/** Settings, where the person's details and their latest request are shown. */
const SETTINGS_PATH = '/settings';

/**
 * A moderator's decision on a correction request, approved or declined. It repeats what was
 * asked for, so the person knows which request this answers; a decline leaves the way open to
 * ask again with more to go on.
 */
export function renderCorrectionEmail(job: CorrectionEmailJob, appUrl: string): RenderedEmail {
  const asked = `You asked us to correct: ${job.requested.join('; ')}.`;
  if (job.approved) {
    return compose(`Your ${PRODUCT_NAME} details have been corrected`, {
      paragraphs: [
        greeting(job.fullName),
        asked,
        'A moderator has approved it, and your account now shows the corrected details. Your age and star sign follow your date of birth, so the people you see may change a little.',
      ],
      button: { label: 'Open Settings', href: `${appUrl}${SETTINGS_PATH}` },
      footnote: `If you didn't ask for this, change your password and write to us: someone else may be signed in to your account.`,
    });
  }
  return compose(`We couldn't correct your ${PRODUCT_NAME} details`, {
    paragraphs: [
      greeting(job.fullName),
      asked,
      "A moderator looked at your request and couldn't make this change, so your details stay as they were.",
      'You can ask again from Settings. Tell us a little more about why the details are wrong, so the moderator can check it.',
    ],
    button: { label: 'Open Settings', href: `${appUrl}${SETTINGS_PATH}` },
    footnote: `If you didn't ask for this, change your password and write to us: someone else may be signed in to your account.`,
  });
}
