import type { Page, Request, Route } from 'playwright-core';

export interface HeldRequests {
  /** Resolves with the first matching request once it is being held. */
  arrived: Promise<Request>;
  /** Lets every held request (and any later one) through to the server. */
  release(): Promise<void>;
}

/**
 * Holds matching requests before they reach the server, so a loading or busy state stays on
 * screen until the test has seen it, rather than for however long the server happens to take.
 * `url` is a Playwright URL glob; only requests with `method` are held.
 */
export async function holdRequests(page: Page, url: string, method = 'GET'): Promise<HeldRequests> {
  const held: Route[] = [];
  let released = false;
  let onArrived: (request: Request) => void = () => undefined;
  const arrived = new Promise<Request>((resolve) => {
    onArrived = resolve;
  });
  const handler = async (route: Route) => {
    if (route.request().method() !== method) return route.fallback();
    if (released) return route.continue();
    held.push(route);
    onArrived(route.request());
  };
  await page.route(url, handler);
  return {
    arrived,
    async release() {
      released = true;
      await page.unroute(url, handler);
      // A request whose page has moved on was cancelled by the browser; nothing is left to send.
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
    },
  };
}

export interface FailingRequests {
  /** How many requests were answered with the failure so far. */
  count(): number;
  /** From now on requests reach the server again. */
  stop(): Promise<void>;
}

/**
 * Answers matching requests with an error status without asking the server, as a crashed or
 * unreachable backend would. The body is empty, so the app has no server message to show and
 * falls back to its own wording. The response still reaches the page: allow it in the person.
 */
export async function failRequests(
  page: Page,
  url: string,
  options: { status?: number; method?: string; body?: unknown } = {},
): Promise<FailingRequests> {
  const { status = 500, method = 'GET', body } = options;
  let failed = 0;
  const handler = async (route: Route) => {
    if (route.request().method() !== method) return route.fallback();
    failed += 1;
    await route.fulfill({
      status,
      ...(body === undefined
        ? { body: '' }
        : { contentType: 'application/json', body: JSON.stringify(body) }),
    });
  };
  await page.route(url, handler);
  return {
    count: () => failed,
    stop: () => page.unroute(url, handler),
  };
}
