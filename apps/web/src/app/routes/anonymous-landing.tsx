import { Loading } from '@/components/ui/loading';
import { useLaunchMode } from '@/features/app-config/api/get-app-config';
import { WaitlistLanding } from '@/features/waitlist/components/waitlist-landing';
import { WelcomeScreen } from '@/features/welcome/components/welcome-screen';

/** A visitor at `/` sees the waitlist before launch and the welcome page after (LAUNCH_MODE). */
export function AnonymousLanding() {
  const launchMode = useLaunchMode();
  if (launchMode === undefined) return <Loading fullScreen />;
  return launchMode === 'waitlist' ? <WaitlistLanding /> : <WelcomeScreen />;
}
