import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/lib/paths';

// Catches render errors and failed chunk loads (e.g. after a deploy replaced
// the files an open tab still points at); a reload fetches the new ones.
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;

  return (
    <main className="safe-area mx-auto flex min-h-dvh w-full max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-3xl font-bold tracking-tight">Something went wrong</h1>
      <p className="text-haze">
        Please try refreshing the page.
        {detail && <span className="mt-1 block text-sm">({detail})</span>}
      </p>
      <div className="flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
        <Button onClick={() => window.location.reload()}>Refresh</Button>
        <ButtonLink to={paths.home} reloadDocument variant="secondary">
          Go home
        </ButtonLink>
      </div>
    </main>
  );
}
