// The person's unread messages outside the page: in the tab's title ("(3) Starmatch") and on the
// installed app's icon (the Badging API, where the browser has it).

export const APP_TITLE = 'Starmatch';

export function titleWithUnread(unread: number): string {
  return unread > 0 ? `(${unread}) ${APP_TITLE}` : APP_TITLE;
}

/** The Badging API's two calls, which only some browsers (and mostly installed apps) have. */
export interface BadgingNavigator {
  setAppBadge?: (contents?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

/** Sets the app icon's badge to `unread`, or clears it at 0; nothing where there is no badge. */
export function showUnreadOnAppBadge(navigator: BadgingNavigator, unread: number): void {
  const call = unread > 0 ? navigator.setAppBadge?.(unread) : navigator.clearAppBadge?.();
  // A browser may refuse (not installed, no permission): the title still says it.
  call?.catch(() => {});
}
