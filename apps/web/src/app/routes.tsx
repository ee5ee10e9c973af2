import type { RouteObject } from 'react-router';
import { Loading } from '@/components/ui/loading';
import { getSessionToken } from '@/lib/session-token';
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
        lazy: async () => {
          // With a stored session `/` is most likely the dashboard, which loads its code only
          // once the user is known; start that download now, alongside the route's own.
          if (getSessionToken() !== null) void import('./routes/dashboard');
          return { Component: (await import('./routes/home')).HomeRoute };
        },
      },
      {
        path: 'app',
        lazy: async () => ({ Component: (await import('./routes/app-home')).AppHomeRoute }),
      },
      {
        path: 'welcome',
        lazy: async () => ({ Component: (await import('./routes/welcome')).WelcomeRoute }),
      },
      {
        path: 'waitlist',
        lazy: async () => ({ Component: (await import('./routes/waitlist')).WaitlistRoute }),
      },
      {
        path: 'signup',
        lazy: async () => ({ Component: (await import('./routes/signup')).SignupRoute }),
      },
      {
        path: 'login',
        lazy: async () => ({ Component: (await import('./routes/login')).LoginRoute }),
      },
      {
        path: 'verify-email',
        lazy: async () => ({
          Component: (await import('./routes/verify-email')).VerifyEmailRoute,
        }),
      },
      {
        path: 'forgot-password',
        lazy: async () => ({
          Component: (await import('./routes/forgot-password')).ForgotPasswordRoute,
        }),
      },
      {
        path: 'reset-password',
        lazy: async () => ({
          Component: (await import('./routes/reset-password')).ResetPasswordRoute,
        }),
      },
      {
        path: 'terms',
        lazy: async () => ({ Component: (await import('./routes/terms')).TermsRoute }),
      },
      {
        path: 'profile-setup',
        lazy: async () => ({
          Component: (await import('./routes/profile-setup')).ProfileSetupRoute,
        }),
      },
      {
        path: 'settings',
        lazy: async () => ({ Component: (await import('./routes/settings')).SettingsRoute }),
      },
      {
        path: 'matches',
        lazy: async () => ({ Component: (await import('./routes/matches')).MatchesRoute }),
      },
      {
        path: 'chat',
        lazy: async () => ({ Component: (await import('./routes/chat')).ChatRoute }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
      },
    ],
  },
];
