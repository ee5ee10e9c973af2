import { PRODUCT_NAME } from '@starmatch/contracts/constants';
import type { EmailJob } from '@starmatch/contracts/jobs';
import { compose, greeting, type RenderedEmail } from './compose-email.js';

type SuspendedJob = Extract<EmailJob, { template: 'account-suspended' }>;
type BannedJob = Extract<EmailJob, { template: 'account-banned' }>;
type AppealDecidedJob = Extract<EmailJob, { template: 'appeal-decided' }>;

/** New Zealand's clock, where the people are, whatever the server's time zone. */
const NZ_DATE = new Intl.DateTimeFormat('en-NZ', {
  timeZone: 'Pacific/Auckland',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** Where the Community Standards are read. */
const STANDARDS_PATH = '/terms#community-standards';

function appealLink(appUrl: string, token: string): string {
  return `${appUrl}/appeal?token=${encodeURIComponent(token)}`;
}

const SECOND_LOOK =
  'If you think we got this wrong, you can ask for a second look. A moderator who was not part of this decision will review it, and we will email you the answer.';

/** A suspension: what happened, until when, and how to appeal it. */
export function renderSuspendedEmail(job: SuspendedJob, appUrl: string): RenderedEmail {
  const until = NZ_DATE.format(new Date(job.until));
  return compose(`Your ${PRODUCT_NAME} account is suspended`, {
    paragraphs: [
      greeting(job.fullName),
      `Our team reviewed a report about your ${PRODUCT_NAME} account and found that it broke our Community Standards (${appUrl}${STANDARDS_PATH}).`,
      `Your account is suspended until ${until} (New Zealand time). Until then you can't sign in, and nobody sees your profile. After that you can sign in again as usual.`,
      SECOND_LOOK,
    ],
    button: { label: 'Ask for a second look', href: appealLink(appUrl, job.appealToken) },
    footnote: 'You can appeal once, while the suspension lasts.',
  });
}

/** A ban: what happened, and how to appeal it. */
export function renderBannedEmail(job: BannedJob, appUrl: string): RenderedEmail {
  return compose(`Your ${PRODUCT_NAME} account has been closed`, {
    paragraphs: [
      greeting(job.fullName),
      `Our team reviewed a report about your ${PRODUCT_NAME} account and found that it broke our Community Standards (${appUrl}${STANDARDS_PATH}), so we have closed it. You can no longer sign in, and this email address can't be used for a new account.`,
      SECOND_LOOK,
    ],
    button: { label: 'Ask for a second look', href: appealLink(appUrl, job.appealToken) },
    footnote: 'You can appeal once. The link works for as long as the account stays closed.',
  });
}

/** A moderator's decision on an appeal, in plain words. */
export function renderAppealDecidedEmail(job: AppealDecidedJob, appUrl: string): RenderedEmail {
  const what = job.sanction === 'ban' ? 'the closing of your account' : 'your suspension';
  if (job.upheld) {
    return compose(`Your ${PRODUCT_NAME} appeal was successful`, {
      paragraphs: [
        greeting(job.fullName),
        `A moderator has reviewed your appeal against ${what} and agreed with you. We have lifted it: you can sign in again now.`,
        'Thank you for your patience, and sorry for the trouble.',
      ],
      button: { label: 'Sign in', href: `${appUrl}/login` },
      footnote: `Please keep to our Community Standards: ${appUrl}${STANDARDS_PATH}`,
    });
  }
  const stands =
    job.sanction === 'ban'
      ? 'Your account stays closed.'
      : 'Your suspension stays in place until the date we gave you; then you can sign in again.';
  return compose(`Your ${PRODUCT_NAME} appeal was not successful`, {
    paragraphs: [
      greeting(job.fullName),
      `A moderator who was not part of the first decision has reviewed your appeal against ${what} and decided that it stands.`,
      stands,
    ],
    footnote: 'This decision is final: each decision can be appealed once.',
  });
}
