import { WelcomeScreen } from '@/features/welcome/components/welcome-screen';

export function WelcomeRoute() {
  return <WelcomeScreen />;
}
