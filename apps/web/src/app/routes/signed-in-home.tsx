import { PRODUCT_NAME } from '@starmatch/contracts/constants';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { SignOutButton } from '../../features/auth/components/sign-out-button';

// The dashboard replaces this signed-in view in a later issue; the header
// already behaves as the dashboard's will ('Sign Out' / 'Logging out...').
export function SignedInHome({ email }: { email: string }) {
  return (
    <>
      <header className="sticky top-0 z-10 border-b border-night-700 bg-night-950/90 backdrop-blur">
        <div className="mx-auto flex w-full max-w-2xl items-center justify-between gap-3 px-4 py-2">
          <span className="flex items-center gap-2 text-lg font-bold tracking-tight">
            <span aria-hidden="true" className="text-gold-300">
              ✦
            </span>
            {PRODUCT_NAME}
          </span>
          <SignOutButton />
        </div>
      </header>
      <main className="mx-auto w-full max-w-2xl flex-1 px-4 py-8">
        <Card>
          <CardHeader>
            <CardTitle as="h1" className="text-2xl">
              You&rsquo;re signed in
            </CardTitle>
            <CardDescription className="text-base">Signed in as</CardDescription>
          </CardHeader>
          <CardContent>
            <p className="break-all text-lg font-semibold text-gold-200">{email}</p>
          </CardContent>
        </Card>
      </main>
    </>
  );
}
