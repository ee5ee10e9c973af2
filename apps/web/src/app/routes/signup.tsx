import { PRODUCT_NAME } from '@starmatch/contracts/constants';
import { AuthLayout } from '@/components/layout/auth-layout';
import { TextLink } from '@/components/ui/text-link';
import { SignupForm } from '@/features/auth/components/signup-form';
import { paths } from '@/lib/paths';

export function SignupRoute() {
  return (
    <AuthLayout
      title="Create your account"
      description={`Join ${PRODUCT_NAME} and meet people whose stars line up with yours.`}
      footer={
        <p>
          Already have an account? <TextLink to={paths.login}>Sign in</TextLink>
        </p>
      }
    >
      <SignupForm />
    </AuthLayout>
  );
}
