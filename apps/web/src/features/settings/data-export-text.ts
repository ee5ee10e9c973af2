import { DATA_EXPORT_EXPIRY_DAYS, nzDateTime } from '@starmatch/contracts/data-exports';

/** The words of Settings' "Your data" card, in one place for the card and the tests. */
export const DATA_EXPORT_TEXT = {
  cardTitle: 'Your data',
  cardHint: `Download a copy of everything Starmatch keeps about you: your account and profile, photos, settings, likes and passes, requests, matches, blocks, the reports you made and the messages you sent. We email you when it's ready; the download works for ${DATA_EXPORT_EXPIRY_DAYS} days.`,
  loading: 'Checking your data download...',
  loadFailed: "Couldn't check your data download.",
  retryLoad: 'Check again',
  request: 'Download my data',
  requesting: 'Asking...',
  preparing:
    "We're preparing your data. We'll email you when it's ready, and you can download it here.",
  ready: (expiresAt: string) =>
    `Your data is ready. You can download it until ${nzDateTime(expiresAt)}.`,
  download: 'Download (ZIP)',
  downloading: 'Downloading...',
  downloadFailed: "Couldn't download your data. Try again.",
  failed: "We couldn't prepare your data.",
  tryAgain: 'Try again',
  expired: 'Your last download has expired.',
  requestFailed: "Couldn't ask for your data. Try again.",
  nextRequest: (at: string) => `You can ask for your data again from ${nzDateTime(at)}.`,
} as const;
