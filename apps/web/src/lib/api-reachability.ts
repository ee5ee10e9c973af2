// Whether this page load has reached the API. Offline, the service worker answers a reload with
// the cached shell, and the app's first read then fails before any answer: that, and only that,
// is when the app shows its offline screen (app/offline-gate.tsx). Once an answer has come, a
// dropped connection is left to each screen (the chat's send queue, the live socket's reconnect).

export type ApiReachability = 'unknown' | 'reached' | 'unreachable';

let state: ApiReachability = 'unknown';
const listeners = new Set<() => void>();

function set(next: ApiReachability): void {
  if (state === next) return;
  state = next;
  for (const listener of listeners) listener();
}

export function getApiReachability(): ApiReachability {
  return state;
}

export function subscribeApiReachability(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Any answer from the server, even an error status: it is there. */
export function noteApiAnswered(): void {
  if (state === 'unknown') set('reached');
}

/** A read's fetch rejected with a TypeError: no connection (an abort is a DOMException, not this). */
export function noteApiFailed(error: unknown): void {
  if (state === 'unknown' && error instanceof TypeError) set('unreachable');
}

/** Back to a fresh page load's state: for tests, which render many apps in one page. */
export function resetApiReachability(): void {
  set('unknown');
}
