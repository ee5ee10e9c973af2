import { Outlet, useLocation } from 'react-router';
import { SignedInOnly } from '@/features/auth/components/signed-in-only';

/** The parent of every members-only route: one sign-in gate for them all. */
export function SignedInLayout() {
  // Keyed by the path, the gate mounts afresh on each screen, as it did when every screen wrapped
  // itself in one: a user read longer ago than its stale time is asked for again, so a session
  // ended elsewhere meets the gate on the next screen rather than on the next visit to `/`.
  const { pathname } = useLocation();
  return (
    <SignedInOnly key={pathname}>
      <Outlet />
    </SignedInOnly>
  );
}
