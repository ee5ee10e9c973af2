import type { RouteObject } from 'react-router';
import { Loading } from '../components/ui/loading';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';

function InitialLoading() {
  return <Loading fullScreen />;
}

// Every screen is its own chunk: the first visit downloads only the shell and
// the screen it lands on; later (heavier) screens load when navigated to.
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: InitialLoading,
    ErrorBoundary: RouteError,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }),
      },
      {
        path: 'welcome',
        lazy: async () => ({ Component: (await import('./routes/welcome')).WelcomeRoute }),
      },
      {
        path: 'terms',
        lazy: async () => ({ Component: (await import('./routes/terms')).TermsRoute }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
      },
    ],
  },
];
