import { STORAGE_KEYS } from '@starmatch/contracts/constants';
import type { Plugin } from 'vite';
import { paths } from '../src/lib/paths';
import { inlineScriptAfterCharset } from './inline-script';
import { routeChunks } from './route-chunks';

/**
 * A visitor's landing page and the sign-in page asked for their route's code only once the entry
 * had downloaded and run: on a slow phone a round trip, on a fresh connection, after seconds of
 * script, before anything but the spinner could show. This preloads it (`modulepreload`) as the
 * page starts, so it downloads alongside the entry. `/` with a stored session is left to
 * earlyRequests, which preloads the signed-in screen's code there.
 */
export function preloadVisitorRoutes(): Plugin {
  return inlineScriptAfterCharset('starmatch:preload-visitor-routes', (bundle) => {
    const modules: Record<string, string[]> = {
      [paths.home]: routeChunks(bundle, '/src/app/routes/home.tsx'),
      [paths.login]: routeChunks(bundle, '/src/app/routes/login.tsx'),
    };
    return `{
        const modules = ${JSON.stringify(modules)}[location.pathname] ?? [];
        const signedIn = localStorage.getItem(${JSON.stringify(STORAGE_KEYS.sessionToken)}) !== null;
        if (location.pathname !== ${JSON.stringify(paths.home)} || !signedIn) {
          for (const href of modules) {
            const link = document.createElement('link');
            Object.assign(link, { rel: 'modulepreload', href, crossOrigin: '' });
            document.head.append(link);
          }
        }
      }`;
  });
}
