import { getSessionToken } from './session-token';

// The token whose session this tab is ending itself (sign-out, account deletion). The server
// closes that session's sockets as it ends it, and over the network the close can land before the
// request's own answer. The tab's own flow then signs out and says why; the socket must not race
// it by asking who is signed in, which would answer 401 and could unmount the flow mid-way.
let endingToken: string | null = null;

/** Runs `end`, the request that ends this tab's session, marking the session as ending here. */
export async function endSessionHere<T>(end: () => Promise<T>): Promise<T> {
  endingToken = getSessionToken();
  try {
    return await end();
  } catch (error) {
    // Still signed in: a later 'session ended' close comes from elsewhere.
    endingToken = null;
    throw error;
  }
}

/** Whether this tab is itself ending the session it is signed in with. */
export function isSessionEndingHere(): boolean {
  return endingToken !== null && endingToken === getSessionToken();
}
