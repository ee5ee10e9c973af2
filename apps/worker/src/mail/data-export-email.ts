import { PRODUCT_NAME } from '@starmatch/contracts/constants';
import type { EmailJob } from '@starmatch/contracts/jobs';
import { compose, greeting, type RenderedEmail } from './compose-email.js';

type DataExportEmailJob = Extract<EmailJob, { template: 'data-export-ready' }>;

/** The app's Settings screen: the download is there, behind sign-in, never in the email itself. */
const SETTINGS_PATH = '/settings';

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

/**
 * "Your data is ready": the link opens Settings, where the ZIP downloads once signed in, so
 * the email itself carries nothing that opens the person's data.
 */
export function renderDataExportEmail(job: DataExportEmailJob, appUrl: string): RenderedEmail {
  const until = NZ_DATE.format(new Date(job.expiresAt));
  return compose(`Your ${PRODUCT_NAME} data is ready to download`, {
    paragraphs: [
      greeting(job.fullName),
      `The copy of your ${PRODUCT_NAME} data you asked for is ready. Sign in and open Settings, then "Your data", to download it.`,
      `It can be downloaded until ${until} (New Zealand time); then we delete it.`,
    ],
    button: { label: 'Open Settings', href: `${appUrl}${SETTINGS_PATH}` },
    footnote: `If you didn't ask for your data, change your password and write to us: someone else may be signed in to your account.`,
  });
}
