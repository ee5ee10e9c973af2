import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/lib/paths';

export function NotFoundRoute() {
  return (
    <main className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-5 px-6 py-16 text-center">
      <p aria-hidden="true" className="text-6xl font-bold tracking-tight text-gold-300">
        404
      </p>
      <h1 className="text-3xl font-bold tracking-tight">Page not found</h1>
      <p className="text-lg leading-relaxed text-haze">
        This corner of the sky is empty. The link may be mistyped, or the page may have moved.
      </p>
      <ButtonLink to={paths.home} size="lg" className="w-full sm:w-auto">
        Back to home
      </ButtonLink>
    </main>
  );
}
