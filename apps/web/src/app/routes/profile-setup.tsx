import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { userQueryOptions } from '@/features/auth/api/get-user';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { ProfileSetupScreen } from '@/features/profile/components/profile-setup-screen';
import { paths } from '@/lib/paths';

export function ProfileSetupRoute() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  // A saved setup always holds a photo, so the person now has a profile: the cached user says so
  // before `/` reads it (it sends anyone without one back here), with no second request.
  const onSaved = async () => {
    queryClient.setQueryData(userQueryOptions().queryKey, (current) =>
      current ? { ...current, hasProfile: true } : current,
    );
    await navigate(paths.home);
  };

  return (
    <ProfileSetupScreen
      hasProfile={user?.hasProfile === true}
      headerAction={<SignOutButton />}
      onSaved={onSaved}
    />
  );
}
