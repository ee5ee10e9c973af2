import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clearLocalSession } from '@/features/auth/api/logout';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { SettingsScreen } from '@/features/settings/components/settings-screen';
import { paths } from '@/lib/paths';

export function SettingsRoute() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  if (!user) return null;

  // The account is gone: nothing this browser holds about it is worth keeping.
  const onAccountDeleted = () => {
    clearLocalSession(queryClient);
    void navigate(paths.home, { replace: true });
  };

  return (
    <SettingsScreen
      email={user.email}
      pendingEmail={user.pendingEmail}
      pausedAt={user.pausedAt}
      onAccountDeleted={onAccountDeleted}
    />
  );
}
