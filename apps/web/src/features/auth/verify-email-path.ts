/** Where an unverified person enters their code; the email rides along in the query. */
export function verifyEmailPath(email?: string): string {
  if (!email) return '/verify-email';
  return `/verify-email?${new URLSearchParams({ email }).toString()}`;
}
