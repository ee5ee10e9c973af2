import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Button } from '@/components/ui/button';

/**
 * A new version of the app is installed and waiting: a small bar at the foot of the screen,
 * above the tab bar, that blocks nothing. Reload hands over to the new version and reloads.
 */
export function UpdateBanner({ onReload }: { onReload: () => void }) {
  const [reloading, setReloading] = useState(false);
  return (
    <section
      aria-label="Update"
      className="fixed inset-x-3 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-50 mx-auto flex max-w-md items-center gap-3 rounded-2xl border border-night-600 bg-night-900 py-2 pr-2 pl-4 shadow-xl shadow-night-950/60 md:bottom-6"
    >
      <p role="status" className="flex-1 text-sm text-star">
        A new version of Starmatch is ready
      </p>
      <Button
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          onReload();
        }}
      >
        Reload
      </Button>
    </section>
  );
}

/** Shows the banner in a root of its own, beside the app, whatever screen is open. */
export function showUpdateBanner(onReload: () => void): void {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<UpdateBanner onReload={onReload} />);
}
