/** Providers where dots and a `+tag` in the local part reach the same inbox, under one name. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The inbox an address reaches, as one string: lower case and trimmed for every provider, and
 * for Gmail also without dots and `+tag` (Gmail ignores both, so each spelling is a free new
 * address to the same person) and with googlemail.com as gmail.com. Used to recognise a banned
 * person's address however it is spelled; never shown or sent to.
 */
export function emailIdentifier(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at === -1) return address;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (!GMAIL_DOMAINS.has(domain)) return address;
  const inbox = local.split('+', 1)[0] ?? '';
  return `${inbox.replaceAll('.', '')}@gmail.com`;
}
