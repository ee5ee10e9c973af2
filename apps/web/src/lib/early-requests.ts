import { getSessionToken } from './session-token';

/**
 * A signed-in page load at `/` needs the user; with a profile, the profile and the deck;
 * and only then can the first photo load. Asked by the app, each of these waits for the code to
 * download and the last two for the dashboard to mount: on a slow phone, seconds before the
 * photo. `startEarlyRequests` runs inline in index.html (vite.config.ts) so they travel while
 * the code downloads, and `apiRequest` takes each answer once instead of asking again. It also
 * preloads the screen's code, which would otherwise arrive in rounds behind the entry.
 */
export interface EarlyRequestsConfig {
  /** The window property the answers wait under. */
  globalName: string;
  tokenKey: string;
  activeTabKey: string;
  /** The home paths, each with the code its signed-in screen needs beyond the entry. */
  homeModules: Readonly<Record<string, readonly string[]>>;
  userPath: string;
  profilePath: string;
  /** The deck's read (`GET /api/matches/potential` on the wire). */
  deckPath: string;
}

export interface EarlyRequests {
  token: string;
  startedAt: number;
  responses: Record<string, Promise<Response>>;
}

export const EARLY_REQUESTS_GLOBAL = 'starmatchEarlyRequests';

/** An answer is as old as the page load; past this the app asks for a fresh one. */
const EARLY_ANSWER_LIFETIME_MS = 30_000;

/**
 * Stringified into index.html, so it may use only its parameter and browser globals. It asks as
 * `apiRequest` would (same headers, no cache); the explore tab's data only when that tab will show.
 */
export function startEarlyRequests(config: EarlyRequestsConfig): void {
  const token = localStorage.getItem(config.tokenKey);
  const modules = config.homeModules[location.pathname];
  if (token === null || modules === undefined) return;
  const responses: Record<string, Promise<Response>> = {};
  const early: EarlyRequests = { token, startedAt: Date.now(), responses };
  Object.assign(window, { [config.globalName]: early });
  const ask = (path: string): Promise<Response> => {
    const response = fetch(path, {
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${token}`,
        'Cache-Control': 'no-cache',
        Pragma: 'no-cache',
      },
      credentials: 'include',
      cache: 'no-store',
    });
    responses[path] = response;
    // An answer nobody takes must not surface as an unhandled rejection; the app reports its own.
    response.catch(() => undefined);
    return response;
  };
  const json = (response: Response): Promise<unknown> =>
    response.ok ? response.clone().json() : Promise.resolve(null);

  // Asked before the code so that, over HTTP/1.1's six connections, it does not queue behind it.
  const user = ask(config.userPath);
  for (const href of modules) {
    const link = document.createElement('link');
    Object.assign(link, { rel: 'modulepreload', href, crossOrigin: '' });
    document.head.append(link);
  }
  user
    .then(json)
    .then((user) => {
      if ((user as { hasProfile?: unknown } | null)?.hasProfile !== true) return;
      ask(config.profilePath);
      if (localStorage.getItem(config.activeTabKey) === 'profile') return;
      return ask(config.deckPath)
        .then(json)
        .then((deck) => {
          // The first candidate's first photo is what the explore tab paints largest.
          const photo = Array.isArray(deck) ? deck[0]?.photos?.[0] : undefined;
          if (typeof photo !== 'string') return;
          const link = document.createElement('link');
          Object.assign(link, { rel: 'preload', as: 'image', href: photo, fetchPriority: 'high' });
          document.head.append(link);
        });
    })
    .catch(() => undefined);
}

declare global {
  interface Window {
    [EARLY_REQUESTS_GLOBAL]?: EarlyRequests;
  }
}

/** The early answer for a GET of `path`, once, while it is young and for the same session. */
export function takeEarlyResponse(path: string): Promise<Response> | undefined {
  const early = window[EARLY_REQUESTS_GLOBAL];
  const response = early?.responses[path];
  if (early === undefined || response === undefined) return undefined;
  delete early.responses[path];
  const young = Date.now() - early.startedAt <= EARLY_ANSWER_LIFETIME_MS;
  return young && early.token === getSessionToken() ? response : undefined;
}
