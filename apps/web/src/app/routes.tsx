import type { RouteObject } from 'react-router';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/lib/paths';
import { MembersGate } from './routes/members-gate';
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
        path: paths.unsubscribe,
        lazy: async () => ({
          Component: (await import('./routes/unsubscribe')).UnsubscribeRoute,
        }),
      },
      {
        path: paths.appeal,
        lazy: async () => ({ Component: (await import('./routes/appeal')).AppealRoute }),
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
        // `/`, `/app` and the members-only screens: one members' frame around them all, kept
        // from one to the next (the socket, the conversations, the dashboard at `/`, the tab
        // bar). Until someone is signed in the loading screen or the sign-in gate stands in for
        // the members-only ones; `/` and `/app` show their page to visitors, who never download
        // the frame. The gate itself is in the entry, beside the user query it reads, which the
        // landing and sign-in pages need anyway.
        Component: MembersGate,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }),
          },
          {
            path: paths.app,
            lazy: async () => ({ Component: (await import('./routes/app-home')).AppHomeRoute }),
          },
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
