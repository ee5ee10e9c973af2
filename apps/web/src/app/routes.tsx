import type { RouteObject } from 'react-router';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/lib/paths';
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
        path: paths.app,
        lazy: async () => ({ Component: (await import('./routes/app-home')).AppHomeRoute }),
      },
      {
        path: paths.welcome,
        lazy: async () => ({ Component: (await import('./routes/welcome')).WelcomeRoute }),
      },
      {
        path: paths.waitlist,
        lazy: async () => ({ Component: (await import('./routes/waitlist')).WaitlistRoute }),
      },
      {
        path: paths.signup,
        lazy: async () => ({ Component: (await import('./routes/signup')).SignupRoute }),
      },
      {
        path: paths.login,
        lazy: async () => ({ Component: (await import('./routes/login')).LoginRoute }),
      },
      {
        path: paths.verifyEmail,
        lazy: async () => ({
          Component: (await import('./routes/verify-email')).VerifyEmailRoute,
        }),
      },
      {
        path: paths.forgotPassword,
        lazy: async () => ({
          Component: (await import('./routes/forgot-password')).ForgotPasswordRoute,
        }),
      },
      {
        path: paths.resetPassword,
        lazy: async () => ({
          Component: (await import('./routes/reset-password')).ResetPasswordRoute,
        }),
      },
      {
        path: paths.cancelEmailChange,
        lazy: async () => ({
          Component: (await import('./routes/cancel-email-change')).CancelEmailChangeRoute,
        }),
      },
      {
        path: paths.terms,
        lazy: async () => ({ Component: (await import('./routes/terms')).TermsRoute }),
      },
      {
        path: paths.safety,
        lazy: async () => ({ Component: (await import('./routes/safety')).SafetyRoute }),
      },
      {
        // Members only: the sign-in gate (or the loading screen while the user loads) stands in
        // for each of these until someone is signed in.
        lazy: async () => ({
          Component: (await import('./routes/signed-in-layout')).SignedInLayout,
        }),
        children: [
          {
            path: paths.profileSetup,
            lazy: async () => ({
              Component: (await import('./routes/profile-setup')).ProfileSetupRoute,
            }),
          },
          {
            path: paths.settings,
            lazy: async () => ({ Component: (await import('./routes/settings')).SettingsRoute }),
          },
          {
            path: paths.blockedPeople,
            lazy: async () => ({
              Component: (await import('./routes/blocked-people')).BlockedPeopleRoute,
            }),
          },
          {
            path: paths.pastMatches,
            lazy: async () => ({
              Component: (await import('./routes/past-matches')).PastMatchesRoute,
            }),
          },
          {
            path: paths.matches,
            lazy: async () => ({ Component: (await import('./routes/matches')).MatchesRoute }),
          },
          {
            path: paths.chat,
            lazy: async () => ({ Component: (await import('./routes/chat')).ChatRoute }),
          },
          {
            path: paths.admin,
            lazy: async () => ({ Component: (await import('./routes/admin')).AdminRoute }),
          },
        ],
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
      },
    ],
  },
];
