import { nzDate } from '@/lib/nz-date';

/** The words of pausing an account, in one place for the card, the banner and the tests. */
export const PAUSE_TEXT = {
  cardTitle: 'Take a break',
  cardHint:
    "Pause your account to stop being shown in Explore. Nobody new sees you and no new requests reach you; your matches and chats carry on. Notifications stop until you're back.",
  pause: 'Pause my account',
  confirmTitle: 'Pause your account?',
  confirmDescription:
    "You'll be hidden from Explore until you resume. Your matches, chats and requests stay as they are.",
  confirm: 'Pause',
  pausing: 'Pausing...',
  cancel: 'Cancel',
  pausedSince: (iso: string) => `Paused since ${nzDate(iso)}.`,
  resume: 'Resume',
  resuming: 'Resuming...',
  bannerTitle: 'Your account is paused',
  bannerHint: 'Nobody new sees you in Explore. Your matches and chats carry on.',
  failed: "Couldn't change your pause. Try again.",
} as const;
