import { WelcomeScreen } from '@/features/welcome/components/welcome-screen';

/** `/app` for visitors, whatever the launch mode; a member gets the dashboard, as at `/`. */
export function AppHomeRoute() {
  return <WelcomeScreen />;
}
