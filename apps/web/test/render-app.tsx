import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, parsePath, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { routes as appRoutes } from '@/app/routes';

export interface RenderAppOptions {
  /** Extra routes placed under the root layout, before the app's own. */
  extraRoutes?: RouteObject[];
  /** History state of the first entry, as a navigate(path, { state }) elsewhere would leave. */
  state?: unknown;
}

function withExtraRoutes(extra: RouteObject[]): RouteObject[] {
  const [root, ...rest] = appRoutes;
  if (!root || root.index) throw new Error('The app has no root layout route');
  return [{ ...root, children: [...extra, ...(root.children ?? [])] }, ...rest];
}

/** Renders the real app (providers, router, lazy routes) at `path` with memory history. */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  const routes = options.extraRoutes ? withExtraRoutes(options.extraRoutes) : appRoutes;
  const entry = options.state === undefined ? path : { ...parsePath(path), state: options.state };
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(<App router={router} queryClient={queryClient} />);
  return { ...view, router, queryClient, user };
}

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });
}

/** Replaces global fetch for one test (vitest unstubs globals after each test). */
export function stubFetch(
  implementation: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>,
) {
  const fetchMock = vi.fn(implementation);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
