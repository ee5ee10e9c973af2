import { SafetyPage } from '@/features/safety/components/safety-page';

/** Public: the advice is for anyone, signed in or not. */
export function SafetyRoute() {
  return <SafetyPage />;
}
