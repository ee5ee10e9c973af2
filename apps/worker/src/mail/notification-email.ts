import { PRODUCT_NAME } from '@starmatch/contracts/constants';
import type { EmailJob } from '@starmatch/contracts/jobs';
import type { NotificationKind } from '@starmatch/contracts/notifications';
import { compose, greeting, type RenderedEmail } from './compose-email.js';

type NotificationEmailJob = Extract<EmailJob, { template: 'notification' }>;

const ABOUT: Record<NotificationKind, { button: string; what: string }> = {
  messages: { button: 'Open the chat', what: 'new messages' },
  requests: { button: 'See who likes you', what: 'new match requests' },
  matches: { button: 'Say hello', what: 'new matches' },
};

/**
 * A notification email: who and what happened, a button straight to the screen, and one-click
 * unsubscribe from this kind (RFC 8058: the List-Unsubscribe URL takes a POST without signing
 * in; the footer's link opens a page that says what was turned off and can undo it).
 */
export function renderNotificationEmail(job: NotificationEmailJob, appUrl: string): RenderedEmail {
  const token = encodeURIComponent(job.unsubscribeToken);
  const about = ABOUT[job.kind];
  const paragraphs = [greeting(job.fullName), `${job.headline} on ${PRODUCT_NAME}.`];
  if (job.preview !== null) paragraphs.push(`“${job.preview}”`);
  const email = compose(job.headline, {
    paragraphs,
    button: { label: about.button, href: `${appUrl}${job.path}` },
    footnote: `You're getting this because emails about ${about.what} are on.`,
    footerLinks: [
      {
        label: `Unsubscribe from emails about ${about.what}`,
        href: `${appUrl}/unsubscribe?token=${token}`,
      },
      { label: 'Notification settings', href: `${appUrl}/settings` },
    ],
  });
  return {
    ...email,
    headers: {
      'List-Unsubscribe': `<${appUrl}/api/notifications/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
