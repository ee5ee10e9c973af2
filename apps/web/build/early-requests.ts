import { accountsRoutes } from '@starmatch/contracts/api-routes-accounts';
import { matchingRoutes } from '@starmatch/contracts/api-routes-matching';
import { profilesRoutes } from '@starmatch/contracts/api-routes-profiles';
import { STORAGE_KEYS } from '@starmatch/contracts/constants';
import type { Plugin } from 'vite';
import {
  EARLY_REQUESTS_GLOBAL,
  type EarlyRequestsConfig,
  startEarlyRequests,
} from '../src/lib/early-requests';
import { paths } from '../src/lib/paths';
import { inlineScriptAfterCharset } from './inline-script';
import { routeChunks } from './route-chunks';

/** A signed-in load of the home page asks for its data and its code while the entry downloads. */
export function earlyRequests(): Plugin {
  return inlineScriptAfterCharset('starmatch:early-requests', (bundle) => {
    // The members' frame, the dashboard in it; the members' gate is in `shared`, among the
    // route's own chunks.
    const frame = routeChunks(bundle, '/src/app/routes/signed-in-layout.tsx');
    const config: EarlyRequestsConfig = {
      globalName: EARLY_REQUESTS_GLOBAL,
      tokenKey: STORAGE_KEYS.sessionToken,
      activeTabKey: STORAGE_KEYS.activeTab,
      homeModules: {
        [paths.home]: [...new Set([...routeChunks(bundle, '/src/app/routes/home.tsx'), ...frame])],
        [paths.app]: [
          ...new Set([...routeChunks(bundle, '/src/app/routes/app-home.tsx'), ...frame]),
        ],
      },
      userPath: accountsRoutes.getCurrentUser.path,
      profilePath: profilesRoutes.getProfile.path,
      deckPath: matchingRoutes.getPotentialMatches.path,
    };
    return `(${startEarlyRequests.toString()})(${JSON.stringify(config)});`;
  });
}
