// The match's profile the chat header opens, in New Zealand English.
export const MATCH_PROFILE_TEXT = {
  /** The header's avatar and name, as one button; it names the person it opens. */
  open: (name: string) => `See ${name}'s profile`,
  description: 'Their profile, and why you match',
  loading: 'Loading profile...',
  loadFailed: "Couldn't load this profile.",
  tryAgain: 'Try Again',
  photos: (name: string) => `${name}'s photos`,
  photo: (name: string, index: number, count: number) => `${name} (${index} of ${count})`,
  noBio: 'No bio yet.',
  about: 'About',
  whyYouMatch: 'Why you match',
  close: 'Close',
} as const;
