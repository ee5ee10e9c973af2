import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/lib/paths';
import { DoneMark } from './done-mark';

/** The "verified" screen shown for a moment before the person is taken to sign in. */
export function EmailVerified({ message }: { message: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-4 text-center">
      <DoneMark />
      <p className="text-lg text-star">{message}</p>
      <p className="text-haze">Taking you to sign in...</p>
      <ButtonLink to={paths.login} size="lg" className="w-full">
        Sign In now
      </ButtonLink>
    </div>
  );
}
