import { Outlet, ScrollRestoration } from 'react-router';
import { LazyToaster } from '@/components/ui/lazy-toaster';

export function RootLayout() {
  return (
    <div className="safe-area flex min-h-dvh flex-col pl-[var(--sticky-left-inset,0px)]">
      <Outlet />
      <ScrollRestoration />
      {/* Inside the router: toasts follow the pages (see useToastsOfThePage). */}
      <LazyToaster />
    </div>
  );
}
