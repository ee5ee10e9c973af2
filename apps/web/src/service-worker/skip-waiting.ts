/** What the page posts to a waiting service worker when the person presses Reload. */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';
