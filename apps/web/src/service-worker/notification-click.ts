/** A window of the app, as `clients.matchAll({ type: 'window' })` lists them. */
export interface AppWindow {
  url: string;
  focused: boolean;
}

export type ClickAction =
  | { kind: 'focus'; index: number; navigateTo: string | null }
  | { kind: 'open'; url: string };

/**
 * The same-origin URL a notification opens. Its `url` is a path, but a value such as
 * `//elsewhere.example` is also a path to `new URL`, so anything that resolves off the app's
 * origin opens the app's start page instead.
 */
export function notificationUrl(data: unknown, origin: string): string {
  const path = (data as { url?: unknown } | null | undefined)?.url;
  if (typeof path !== 'string' || !path.startsWith('/')) return `${origin}/`;
  const url = new URL(path, origin);
  return url.origin === origin ? url.href : `${origin}/`;
}

/**
 * What a click on a notification does: bring a Starmatch window forward (one already at the
 * URL, else the focused one, else the most recent) and take it to the URL, or open a new one
 * at the URL when no window is open.
 */
export function clickAction(windows: readonly AppWindow[], url: string): ClickAction {
  if (windows.length === 0) return { kind: 'open', url };
  const atUrl = windows.findIndex((window) => window.url === url);
  if (atUrl !== -1) return { kind: 'focus', index: atUrl, navigateTo: null };
  const focused = windows.findIndex((window) => window.focused);
  return { kind: 'focus', index: focused === -1 ? 0 : focused, navigateTo: url };
}
