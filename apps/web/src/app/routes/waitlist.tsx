import { WaitlistLanding } from '@/features/waitlist/components/waitlist-landing';

export function WaitlistRoute() {
  return <WaitlistLanding />;
}
