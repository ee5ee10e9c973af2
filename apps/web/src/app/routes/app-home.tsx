import { WelcomeScreen } from '@/features/welcome/components/welcome-screen';
import { HomeGate } from './home-gate';

/** `/app`: the same signed-in home as `/`; visitors always get the welcome page here. */
export function AppHomeRoute() {
  return <HomeGate signedOut={<WelcomeScreen />} />;
}
