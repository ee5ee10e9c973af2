import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/** The "verified" screen shown for a moment before the person is taken to sign in. */
export function EmailVerified({ message }: { message: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-4 text-center">
      <span
        aria-hidden="true"
        className="flex size-16 items-center justify-center rounded-full bg-emerald-400/15 text-3xl text-emerald-300 ring-1 ring-emerald-300/50"
      >
        ✓
      </span>
      <p className="text-lg text-star">{message}</p>
      <p className="text-haze">Taking you to sign in...</p>
      <Link to={paths.login} className={buttonVariants({ size: 'lg', className: 'w-full' })}>
        Sign In now
      </Link>
    </div>
  );
}
