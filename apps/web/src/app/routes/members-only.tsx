import { Navigate } from 'react-router';
import { SignedInOnly } from '../../features/auth/components/signed-in-only';

/**
 * /matches and /chat: members only. Their screens arrive in later
 * issues; until then a signed-in person is taken to the home screen.
 */
export function MembersOnlyRoute() {
  return (
    <SignedInOnly>
      <Navigate to="/" replace />
    </SignedInOnly>
  );
}
