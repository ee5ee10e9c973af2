/**
 * Gives the page's own history entry a key when it has none, before the router reads it.
 *
 * React Router keys the scroll positions it restores by `location.key`, but the entry a document
 * is loaded into has no key in `history.state`, so every such entry is read as 'default'. The
 * position saved for the last page loaded by URL (typed, a link from an email, `page.goto`) was
 * then restored on the next one: /terms opened 750 px down after scrolling /waitlist. With a key
 * of its own, a new entry opens at the top, while a reload or back/forward to the same entry
 * finds the key again in `history.state` and gets its position back.
 */
export function keyHistoryEntry(history: History = window.history): void {
  const state: unknown = history.state;
  const current = state !== null && typeof state === 'object' ? state : {};
  if ('key' in current && typeof current.key === 'string') return;
  history.replaceState({ ...current, key: Math.random().toString(36).slice(2, 10) }, '');
}
