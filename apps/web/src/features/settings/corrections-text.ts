import { calendarDayText } from '@starmatch/contracts/corrections';
import { nzDate } from '@/lib/nz-date';

/** The words of "Your details" and its correction form, in one place for the card and the tests. */
export const CORRECTIONS_TEXT = {
  cardTitle: 'Your details',
  cardHint:
    'Your name, date of birth and gender come from sign-up and can only be changed by our team, since your age and star sign follow from them.',
  name: 'Name',
  dateOfBirth: 'Date of birth',
  gender: 'Gender',
  born: (day: string) => calendarDayText(day),
  ask: 'Ask for a correction',
  formHint:
    'Correct what is wrong and tell us why. A moderator checks each request, usually within a few days, and we email you the answer.',
  reason: 'Why does this need correcting?',
  reasonHint: 'For example: I married and took my partner’s name, or I typed the wrong year.',
  send: 'Send request',
  sending: 'Sending...',
  cancel: 'Cancel',
  nothingChanged: 'Change at least one of your name, date of birth or gender',
  sendFailed: "Couldn't send your request. Try again.",
  pending: (iso: string) =>
    `You asked for a correction on ${nzDate(iso)}. A moderator will look at it and we'll email you the answer.`,
  approved: (iso: string) => `Your last correction was approved on ${nzDate(iso)}.`,
  declined: (iso: string) =>
    `Your last request, on ${nzDate(iso)}, wasn't approved. You can ask again with more detail.`,
  asked: 'You asked for:',
  loading: 'Loading your details...',
  loadFailed: "Couldn't load your details.",
  retryLoad: 'Try again',
} as const;
