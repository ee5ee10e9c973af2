import { useNavigate } from 'react-router';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { SignedInOnly } from '../../features/auth/components/signed-in-only';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { ProfileSetupScreen } from '../../features/profile/components/profile-setup-screen';

function SignedInProfileSetup() {
  const { refetchUser } = useAuth();
  const navigate = useNavigate();

  // The user is read again first: `/` sends anyone whose user says "no profile" back here.
  const onSaved = async () => {
    await refetchUser();
    await navigate('/');
  };

  return <ProfileSetupScreen headerAction={<SignOutButton />} onSaved={onSaved} />;
}

export function ProfileSetupRoute() {
  return (
    <SignedInOnly>
      <SignedInProfileSetup />
    </SignedInOnly>
  );
}
