import {
  EMAIL_CHANGE_CANCEL_TTL_MS,
  PRODUCT_NAME,
  VERIFICATION_CODE,
} from '@starmatch/contracts/constants';
import type { EmailJob } from '@starmatch/contracts/jobs';
import { MATCH_REMOVED_NOTICE } from '@starmatch/contracts/safety-notices';
import { compose, greeting, type RenderedEmail } from './compose-email.js';
import { renderCorrectionEmail } from './correction-email.js';
import { renderDataExportEmail } from './data-export-email.js';
import { renderNotificationEmail } from './notification-email.js';
import {
  renderAppealDecidedEmail,
  renderBannedEmail,
  renderSuspendedEmail,
} from './sanction-emails.js';

/** Every email the product sends, in plain text and HTML, from the job's payload. */
export function renderEmail(job: EmailJob, appUrl: string): RenderedEmail {
  switch (job.template) {
    case 'verification-code': {
      const link = `${appUrl}/verify-email?email=${encodeURIComponent(job.to)}`;
      const hours = VERIFICATION_CODE.ttlMs / 3_600_000;
      // The code stays out of the subject: subjects are logged, codes never are.
      return compose(`Your ${PRODUCT_NAME} verification code`, {
        paragraphs: [
          greeting(job.fullName),
          `Welcome to ${PRODUCT_NAME}! Enter this code to verify your email address. It works for ${hours} hours.`,
        ],
        code: job.code,
        button: { label: 'Verify my email', href: link },
        footnote: `If you didn't create a ${PRODUCT_NAME} account, you can ignore this email.`,
      });
    }
    case 'password-reset': {
      const link = `${appUrl}/reset-password?token=${encodeURIComponent(job.token)}`;
      return compose(`Reset your ${PRODUCT_NAME} password`, {
        paragraphs: [
          greeting(job.fullName),
          'Someone (hopefully you) asked to reset your password. The link below works once, for the next hour.',
        ],
        button: { label: 'Choose a new password', href: link },
        footnote: "If you didn't ask for this, ignore this email: your password stays as it is.",
      });
    }
    case 'email-change-code': {
      const hours = VERIFICATION_CODE.ttlMs / 3_600_000;
      return compose(`Confirm your new ${PRODUCT_NAME} email address`, {
        paragraphs: [
          greeting(job.fullName),
          `Enter this code in ${PRODUCT_NAME} settings to make this your sign-in email address. It works for ${hours} hours.`,
        ],
        code: job.code,
        footnote: `If you didn't ask to use this address for ${PRODUCT_NAME}, you can ignore this email: nothing changes without the code.`,
      });
    }
    case 'email-change-notice': {
      const link = `${appUrl}/cancel-email-change?token=${encodeURIComponent(job.cancelToken)}`;
      const days = EMAIL_CHANGE_CANCEL_TTL_MS / 86_400_000;
      return compose(`Your ${PRODUCT_NAME} email address is changing`, {
        paragraphs: [
          greeting(job.fullName),
          `Someone signed in to your ${PRODUCT_NAME} account asked to change its email address to ${job.newEmail}. It changes once the code we sent to that address is entered; until then you still sign in with this one.`,
          `If this wasn't you, cancel the change with the button below. It also signs your account out on every device, and it works for ${days} days, even after the change has gone through.`,
        ],
        button: { label: 'Cancel the change', href: link },
        footnote: "If you made this change, you don't need to do anything.",
      });
    }
    case 'signup-attempt':
      return compose(`Someone tried to sign up to ${PRODUCT_NAME} with your email`, {
        paragraphs: [
          'Kia ora,',
          `Someone just tried to create a ${PRODUCT_NAME} account with this email address, but you already have one.`,
          `If that was you, sign in instead, or reset your password if you've forgotten it.`,
        ],
        button: { label: 'Sign in', href: `${appUrl}/login` },
        footnote: "If it wasn't you, you don't need to do anything: your account is safe.",
      });
    case 'report-handled':
      // Never what was done, nor to whom: the reporter learns only that someone looked.
      return compose(`We've reviewed your ${PRODUCT_NAME} report`, {
        paragraphs: [
          greeting(job.fullName),
          'Thank you for your report. Our team has reviewed it and acted on it under our community guidelines.',
          "To protect everyone's privacy, we don't share what happens to another person's account. They still can't see you or contact you.",
        ],
        button: { label: 'Dating safety tips', href: `${appUrl}/safety` },
        footnote: 'If you ever feel in danger, call 111 (New Zealand Police).',
      });
    case 'notification':
      return renderNotificationEmail(job, appUrl);
    case 'correction-decided':
      return renderCorrectionEmail(job, appUrl);
    case 'data-export-ready':
      return renderDataExportEmail(job, appUrl);
    case 'moderation-warning':
      return compose(`A warning about your ${PRODUCT_NAME} account`, {
        paragraphs: [
          greeting(job.fullName),
          `Our team has reviewed a report about your ${PRODUCT_NAME} account and found that it broke our community guidelines.`,
          'Please treat everyone you meet here with respect. If it happens again, we may suspend or close your account.',
        ],
        button: { label: 'Read our safety guidelines', href: `${appUrl}/safety` },
        footnote: 'If you think we got this wrong, reply to this email.',
      });
    case 'account-suspended':
      return renderSuspendedEmail(job, appUrl);
    case 'account-banned':
      return renderBannedEmail(job, appUrl);
    case 'appeal-decided':
      return renderAppealDecidedEmail(job, appUrl);
    case 'match-removed':
      // The same words as the notice in the app, and never whom it is about: the payload has no
      // trace of the banned account.
      return compose(MATCH_REMOVED_NOTICE.title, {
        paragraphs: [
          greeting(job.fullName),
          `${MATCH_REMOVED_NOTICE.title}. They can no longer use ${PRODUCT_NAME}.`,
          MATCH_REMOVED_NOTICE.advice,
          MATCH_REMOVED_NOTICE.emergency,
        ],
        button: { label: 'Safety advice', href: `${appUrl}/safety` },
        footnote:
          'To report something that happened offline, open the safety page while signed in.',
      });
  }
}
