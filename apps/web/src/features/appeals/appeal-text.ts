import type { AppealStatus } from '@starmatch/contracts/appeals';

/** New Zealand's clock, where the people are, whatever the browser's time zone. */
const NZ_DATE = new Intl.DateTimeFormat('en-NZ', {
  timeZone: 'Pacific/Auckland',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export function nzDateTime(iso: string): string {
  return NZ_DATE.format(new Date(iso));
}

export const APPEAL_TEXT = {
  title: 'Ask for a second look',
  suspended: (until: string) => `Your account is suspended until ${nzDateTime(until)}.`,
  banned: 'Your account was closed.',
  why: 'A moderator found that your account broke our Community Standards.',
  standards: 'Read the Community Standards',
  label: 'Why should we look again?',
  hint: 'Tell us what happened, in your own words. A moderator who did not make the first decision will read it beside the original report.',
  submit: 'Send my appeal',
  sending: 'Sending...',
  sentTitle: 'Appeal sent',
  sent: "Thanks. A moderator who did not make the first decision will review your appeal. We'll email you the answer.",
  loading: 'Loading your appeal...',
  deadTitle: 'Link no longer works',
  networkTitle: "Couldn't load your appeal",
  networkError: "We couldn't reach Starmatch. Please check your connection and try again.",
  sendFailed: "We couldn't send your appeal. Please try again.",
  retry: 'Try again',
  signIn: 'Sign in',
  alreadyTitle: 'Your appeal',
  status: {
    open: "You've appealed this decision. A moderator will review it and we'll email you the answer.",
    upheld: 'Your appeal was successful.',
    rejected:
      'A moderator reviewed your appeal and the decision stands. Each decision can be appealed once.',
  } satisfies Record<AppealStatus, string>,
} as const;
