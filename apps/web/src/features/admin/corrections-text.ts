/** The words of the moderators' Corrections tab. */
export const CORRECTIONS_ADMIN_TEXT = {
  tab: 'Corrections',
  title: 'Correction requests',
  loading: 'Loading correction requests...',
  loadFailed: "Couldn't load the correction requests.",
  retry: 'Try again',
  empty: 'No correction requests are waiting.',
  count: (n: number) => (n === 1 ? '1 request waiting' : `${n} requests waiting`),
  asked: (date: string) => `Asked ${date}`,
  detail: 'Detail',
  now: 'Now',
  askedFor: 'Asked for',
  reason: 'Their reason',
  note: 'Note (optional)',
  noteHint: 'For the audit log; only moderators see it.',
  approve: 'Approve',
  decline: 'Decline',
  confirmTitle: (name: string) => `Change ${name}'s details?`,
  confirmDescription:
    'Their account changes at once: a new date of birth moves their age and star sign, and who sees them in Explore. They are emailed either way.',
  confirm: 'Yes, approve',
  approving: 'Approving...',
  cancel: 'Cancel',
  failed: "Couldn't save the decision. Try again.",
  approvedToast: (name: string) => ({
    title: 'Correction approved',
    description: `${name}'s details were changed and they were emailed.`,
  }),
  declinedToast: (name: string) => ({
    title: 'Correction declined',
    description: `${name} was emailed that the details stay as they were.`,
  }),
} as const;
