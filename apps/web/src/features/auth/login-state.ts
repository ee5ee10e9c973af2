/**
 * What /login may be handed in router state: the address someone just signed up or verified
 * with, so they need not type it again. History state, never the URL, so the address stays out
 * of server logs, the history list and shared links.
 */
export interface LoginState {
  email: string;
}

export function loginState(email: string): LoginState {
  return { email };
}

/** The address to start the form with: '' unless the state is one loginState made. */
export function emailFromLoginState(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('email' in state)) return '';
  return typeof state.email === 'string' ? state.email : '';
}
