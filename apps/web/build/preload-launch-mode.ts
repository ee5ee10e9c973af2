import { metaRoutes } from '@starmatch/contracts/api-routes-meta';
import { STORAGE_KEYS } from '@starmatch/contracts/constants';
import type { Plugin } from 'vite';
import { paths } from '../src/lib/paths';
import { inlineScriptAfterCharset } from './inline-script';

/**
 * A visitor's landing page at `/` cannot show before it knows the launch mode, which the app
 * only asks for once its code has arrived. This asks while the code downloads; the app's own
 * fetch (credentials included) then takes the preloaded answer instead of a second round trip.
 * Only for `/` without a session, so no other page preloads what it never uses.
 */
export function preloadLaunchMode(): Plugin {
  const script = `if (location.pathname === ${JSON.stringify(paths.home)} && !localStorage.getItem(${JSON.stringify(STORAGE_KEYS.sessionToken)})) {
        const link = document.createElement('link');
        Object.assign(link, { rel: 'preload', as: 'fetch', crossOrigin: 'use-credentials' });
        link.href = ${JSON.stringify(metaRoutes.getAppConfig.path)};
        document.head.append(link);
      }`;
  return inlineScriptAfterCharset('starmatch:preload-launch-mode', () => script);
}
