/**
 * Every route path of the SPA, in one place: the route table, links and navigate calls all read
 * them here. A path that carries something (a query, a section) has a builder below.
 */
export const paths = {
  home: '/',
  app: '/app',
  welcome: '/welcome',
  waitlist: '/waitlist',
  signup: '/signup',
  login: '/login',
  verifyEmail: '/verify-email',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** The link in the notice of an email change to the old address; takes `?token=`. */
  cancelEmailChange: '/cancel-email-change',
  /** The footer link of a notification email; takes `?token=`. */
  unsubscribe: '/unsubscribe',
  terms: '/terms',
  /** Appealing a suspension or ban, without signing in; takes `?token=`. */
  appeal: '/appeal',
  profileSetup: '/profile-setup',
  settings: '/settings',
  matches: '/matches',
  chat: '/chat',
  admin: '/admin',
  /** Dating safety advice and how blocking and reporting work; public. */
  safety: '/safety',
  blockedPeople: '/settings/blocked-people',
  pastMatches: '/settings/past-matches',
} as const;

/** Where an unverified person enters their code; the email rides along in the query. */
export function verifyEmailPath(email?: string): string {
  if (!email) return paths.verifyEmail;
  return `${paths.verifyEmail}?${new URLSearchParams({ email }).toString()}`;
}

/** The appeal page of the sanction a token names (from its email or the sign-in refusal). */
export function appealPath(token: string): string {
  return `${paths.appeal}?${new URLSearchParams({ token }).toString()}`;
}

/** A section of the legal page (the ids of its sections). */
export function termsPath(section: 'privacy-policy'): string {
  return `${paths.terms}#${section}`;
}
