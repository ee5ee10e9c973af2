import type { QueryClient } from '@tanstack/react-query';
import { type DataRouter, RouterProvider } from 'react-router';
import { OfflineGate } from './offline-gate';
import { AppProvider } from './provider';

export interface AppProps {
  router: DataRouter;
  queryClient: QueryClient;
}

/** The whole SPA; the router and client come in so tests can use memory history. */
export function App({ router, queryClient }: AppProps) {
  return (
    <AppProvider queryClient={queryClient}>
      <OfflineGate>
        <RouterProvider router={router} />
      </OfflineGate>
    </AppProvider>
  );
}
