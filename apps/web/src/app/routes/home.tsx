import { AnonymousLanding } from './anonymous-landing';
import { HomeGate } from './home-gate';

export function HomeRoute() {
  return <HomeGate signedOut={<AnonymousLanding />} />;
}
