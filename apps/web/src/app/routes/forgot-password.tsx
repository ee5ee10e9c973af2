import { AuthLayout } from '@/components/layout/auth-layout';
import { TextLink } from '@/components/ui/text-link';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { paths } from '@/lib/paths';

export function ForgotPasswordRoute() {
  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter the email you signed up with and we'll send you a link to choose a new one."
      footer={
        <p>
          Remembered it? <TextLink to={paths.login}>Sign in</TextLink>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
