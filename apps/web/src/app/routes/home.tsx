import { AnonymousLanding } from './anonymous-landing';

/** `/` for visitors; a member gets the dashboard there, from the members' frame. */
export function HomeRoute() {
  return <AnonymousLanding />;
}
