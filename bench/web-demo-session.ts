import { accountsRoutes } from '@starmatch/contracts/api-routes-accounts';
import { matchingRoutes } from '@starmatch/contracts/api-routes-matching';
import { STORAGE_KEYS } from '@starmatch/contracts/constants';
import type { BrowserContext } from 'playwright-core';
import { DEMO_EMAIL, DEMO_PASSWORD } from './web-targets.js';

/**
 * Signs the demo account in through the API and stores the session where the SPA keeps it, in
 * this profile's localStorage. Waits until the worker has built the account's deck, so the
 * explore tab Lighthouse measures shows a candidate rather than an empty state.
 */
export async function signInDemoAccount(context: BrowserContext, origin: string): Promise<void> {
  const login = await fetch(`${origin}${accountsRoutes.login.path}`, {
    method: accountsRoutes.login.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`signing in: ${login.status} ${await login.text()}`);
  const { sessionToken } = (await login.json()) as { sessionToken: string };
  await waitForCandidates(origin, sessionToken);
  const page = await context.newPage();
  // Any document of the origin gives access to its localStorage; a static file runs no app code.
  await page.goto(`${origin}/favicon.svg`);
  // A string, since bench type-checks without the DOM library.
  await page.evaluate(
    `localStorage.setItem(${JSON.stringify(STORAGE_KEYS.sessionToken)}, ${JSON.stringify(sessionToken)})`,
  );
  await page.close();
}

async function waitForCandidates(origin: string, token: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${origin}${matchingRoutes.getPotentialMatches.path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.ok && ((await response.json()) as unknown[]).length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${DEMO_EMAIL} still has no candidates after 60 s`);
}
