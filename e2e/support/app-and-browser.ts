import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type AppServer, type AppServerOptions, startAppServer } from './app-server.js';
import { launchChromium } from './browser.js';

export interface AppAndBrowser {
  server: AppServer;
  browser: Browser;
}

/**
 * The app (in the mode E2E_MODE names) and Chromium for one test file: started together before
 * its first test, both stopped after its last. Read `server` and `browser` inside the tests, once
 * they have started. `env` as for startAppServer (SEED_DEMO: 'true' for the demo crowd).
 */
export function appAndBrowser(
  env: Record<string, string> = {},
  options: AppServerOptions = {},
): AppAndBrowser {
  const started = {} as AppAndBrowser;
  beforeAll(async () => {
    [started.server, started.browser] = await Promise.all([
      startAppServer(env, options),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    await started.browser?.close();
    await started.server?.stop();
  });
  return started;
}
