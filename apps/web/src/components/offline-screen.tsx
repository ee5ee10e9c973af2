import { Button } from '@/components/ui/button';
import { reloadPage } from '@/lib/browser-location';

/**
 * What a page load shows when it cannot reach Starmatch: the service worker gave the cached
 * app, but the API did not answer. Try again reloads, so whatever screen the address names
 * starts afresh once the connection is back.
 */
export function OfflineScreen() {
  return (
    // Not beside the app's root layout (which the offline screen replaces): its own safe area,
    // with the page's side margins inside it.
    <main className="safe-area flex min-h-dvh flex-col items-center justify-center">
      <div className="flex w-full max-w-md flex-col items-center gap-5 px-6 text-center">
        <svg aria-hidden="true" viewBox="0 0 64 64" className="size-16">
          <rect width="64" height="64" rx="14" className="fill-night-900" />
          <path
            d="M32 10l5.6 15.2L53 30l-15.4 4.8L32 50l-5.6-15.2L11 30l15.4-4.8z"
            className="fill-gold-300"
          />
        </svg>
        <h1 className="text-3xl font-bold tracking-tight">You're offline</h1>
        <p className="text-haze">Starmatch will be back when you're connected again.</p>
        <Button size="lg" className="w-full sm:w-auto" onClick={reloadPage}>
          Try again
        </Button>
      </div>
    </main>
  );
}
