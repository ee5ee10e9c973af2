/**
 * The credentials of an `Authorization: Bearer <token>` header, or null. The scheme name is
 * case-insensitive and may be followed by more than one space (RFC 9110 §11.1 and §11.4), so
 * 'bearer', 'BEARER' and 'Bearer' all work; the token is returned as sent, for the caller to judge.
 */
export function bearerTokenOf(authorization: string | undefined): string | null {
  return /^bearer +(\S+) *$/i.exec(authorization ?? '')?.[1] ?? null;
}
