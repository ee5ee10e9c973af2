import { useSearchParams } from 'react-router';
import { AuthLayout } from '@/components/layout/auth-layout';
import { InvalidResetLink } from '@/features/auth/components/invalid-reset-link';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';

  if (token === '') {
    return (
      <AuthLayout title="Invalid Reset Link">
        <InvalidResetLink />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="Choose a new password"
      description="Pick something you haven't used here before. You'll sign in with it next."
    >
      <ResetPasswordForm token={token} />
    </AuthLayout>
  );
}
