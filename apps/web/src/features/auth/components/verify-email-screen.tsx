import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { resendVerificationRequestSchema } from '@starmatch/contracts/auth';
import { REDIRECT_DELAYS_MS, VERIFICATION_CODE } from '@starmatch/contracts/constants';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AuthLayout } from '@/components/layout/auth-layout';
import { TextLink } from '@/components/ui/text-link';
import { useDelayedAction } from '@/hooks/use-delayed-action';
import { paths } from '@/lib/paths';
import { loginState } from '../login-state';
import { EmailVerified } from './email-verified';
import { VerifyEmailForm } from './verify-email-form';

const CODE_VALID_HOURS = VERIFICATION_CODE.ttlMs / 3_600_000;

function validEmail(text: string): string | undefined {
  const parsed = resendVerificationRequestSchema.safeParse({ email: text });
  return parsed.success ? parsed.data.email : undefined;
}

export function VerifyEmailScreen({ emailFromLink }: { emailFromLink: string }) {
  const navigate = useNavigate();
  const later = useDelayedAction();
  const [verifiedMessage, setVerifiedMessage] = useState<string | null>(null);
  const knownEmail = validEmail(emailFromLink);

  const onVerified = (message: string, email: string) => {
    setVerifiedMessage(message || API_MESSAGES.emailVerified);
    later(
      () => void navigate(paths.login, { state: loginState(email) }),
      REDIRECT_DELAYS_MS.afterVerify,
    );
  };

  if (verifiedMessage !== null) {
    return (
      <AuthLayout title="Email verified">
        <EmailVerified message={verifiedMessage} />
      </AuthLayout>
    );
  }

  const description = knownEmail ? (
    <>
      We sent a {VERIFICATION_CODE.length}-character code to{' '}
      <strong className="wrap-anywhere text-star">{knownEmail}</strong>. It works for{' '}
      {CODE_VALID_HOURS} hours.
    </>
  ) : (
    `Enter your email and the ${VERIFICATION_CODE.length}-character code we sent you.`
  );

  return (
    <AuthLayout
      title="Verify your email"
      description={description}
      footer={
        <p>
          Already verified? <TextLink to={paths.login}>Sign in</TextLink>
        </p>
      }
    >
      <VerifyEmailForm knownEmail={knownEmail} onVerified={onVerified} />
    </AuthLayout>
  );
}
