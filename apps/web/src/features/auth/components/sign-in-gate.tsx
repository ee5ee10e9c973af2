import { ButtonLink } from '@/components/ui/button-link';
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
          <ButtonLink to={paths.login} className="w-full">
            Sign In
          </ButtonLink>
          <ButtonLink to={paths.signup} variant="secondary" className="w-full">
            Create Your Profile
          </ButtonLink>
        </CardContent>
      </Card>
    </main>
  );
}
