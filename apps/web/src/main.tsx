// First, before any contracts schema is built.
import '@/lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/routes';
import { keyHistoryEntry } from '@/lib/history-entry-key';
import { getSessionToken } from '@/lib/session-token';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const queryClient = createQueryClient();
// Every signed-in page first asks who is signed in. With a stored session, ask while the route's
// code downloads rather than after it; the page's own query then finds the answer cached.
if (getSessionToken() !== null) {
  void import('@/features/auth/api/get-user').then(({ userQueryOptions }) =>
    queryClient.prefetchQuery(userQueryOptions()),
  );
}

// The service worker (offline shell, updates, push) once the page has loaded, from a module of
// its own: registering costs the first page none of its download or start-up time.
// (A module script runs before the load event, so listening for it is enough.)
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void import('@/lib/service-worker-registration'), {
    once: true,
  });
}

keyHistoryEntry();
const root = createRoot(container);
// As a transition React renders the first screen in slices that yield to the browser, rather
// than in one long task that holds up input on a slow phone (Lighthouse's total blocking time).
startTransition(() => {
  root.render(
    <StrictMode>
      <App router={createBrowserRouter(routes)} queryClient={queryClient} />
    </StrictMode>,
  );
});
