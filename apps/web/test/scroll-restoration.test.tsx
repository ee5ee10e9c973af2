import { render, screen, waitFor } from '@testing-library/react';
import { createBrowserRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/routes';
import { keyHistoryEntry } from '@/lib/history-entry-key';

// React Router's own store of positions, written when a page is left (pagehide).
const POSITIONS_KEY = 'react-router-scroll-positions';

let scrollY = 0;
let scrollTo: MockInstance<typeof window.scrollTo>;

/** The app as main.tsx starts it, in a document freshly loaded at `path`. */
async function loadDocument(path: string, state: unknown = null) {
  window.history.replaceState(state, '', path);
  keyHistoryEntry();
  const router = createBrowserRouter(routes);
  render(<App router={router} queryClient={createQueryClient()} />);
  await screen.findByRole('heading', { level: 1 });
  return router;
}

/** Where the last scroll went (jsdom has no layout, so the window never moves by itself). */
const lastScroll = () => scrollTo.mock.calls.at(-1)?.[1];

beforeEach(() => {
  scrollY = 0;
  scrollTo = vi
    .spyOn(window, 'scrollTo')
    .mockImplementation((x?: ScrollToOptions | number, y?: number) => {
      scrollY = typeof x === 'number' ? (y ?? 0) : (x?.top ?? 0);
    });
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
});

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('scroll position between pages', () => {
  it('opens a page loaded by its address at the top, whatever the page before it saved', async () => {
    // The last document was loaded by address too and left 750 px down: before each entry had
    // a key of its own, both were 'default' and /terms opened at 750.
    sessionStorage.setItem(POSITIONS_KEY, JSON.stringify({ default: 750 }));
    const router = await loadDocument('/terms');
    expect(router.state.location.key).not.toBe('default');
    expect(lastScroll()).toBe(0);
  });

  it('opens each page navigated to at the top, and back and forward restore where it was', async () => {
    const router = await loadDocument('/terms');
    scrollY = 750;
    await router.navigate('/no-such-page');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(lastScroll()).toBe(0);

    scrollY = 120;
    await router.navigate(-1);
    await screen.findByRole('heading', { level: 1, name: 'Starmatch terms and policies' });
    expect(lastScroll()).toBe(750);

    await router.navigate(1);
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(lastScroll()).toBe(120);
  });

  it('keeps the key of an entry reloaded or returned to, so its position comes back', async () => {
    sessionStorage.setItem(POSITIONS_KEY, JSON.stringify({ k7f3a9: 420 }));
    const router = await loadDocument('/terms', { usr: null, key: 'k7f3a9', idx: 3 });
    expect(router.state.location.key).toBe('k7f3a9');
    expect(window.history.state).toMatchObject({ key: 'k7f3a9', idx: 3 });
    // The router restores a loaded entry's position once <ScrollRestoration/> has mounted, in a
    // render after the page's first; on a busy machine that comes after the heading shows.
    await waitFor(() => expect(lastScroll()).toBe(420));
  });
});
