import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/lib/paths';

/** Stands in for a signed-in-only screen when nobody is signed in. */
export function SignInGate() {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center px-4 py-10">
      <Card>
        <CardHeader className="items-center text-center">
          <span aria-hidden="true" className="text-4xl text-gold-300">
            ✦
          </span>
          <CardTitle as="h1" className="text-2xl">
            Sign in to continue
          </CardTitle>
          <CardDescription className="text-base">
            This part of Starmatch is only for members. Sign in, or create a free profile to get
            started.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <Link to={paths.login} className={buttonVariants({ className: 'w-full' })}>
            Sign In
          </Link>
          <Link
            to={paths.signup}
            className={buttonVariants({ variant: 'secondary', className: 'w-full' })}
          >
            Create Your Profile
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}
