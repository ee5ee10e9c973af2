import { type ComponentType, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Loading } from '@/components/ui/loading';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { paths } from '@/lib/paths';

const VISITORS_PAGES: readonly string[] = [paths.home, paths.app];

const loadFrame = () => import('./signed-in-layout').then((module) => module.SignedInLayout);
let loadedFrame: ComponentType | undefined;

// Not React.lazy: revealing content that replaced a Suspense fallback is throttled (~300 ms),
// so the frame would wait even when its code had arrived with the user.
function useFrameCode(wanted: boolean): ComponentType | undefined {
  const [Frame, setFrame] = useState(() => loadedFrame);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (!wanted || Frame) return;
    let current = true;
    loadFrame().then(
      (component) => {
        loadedFrame = component;
        if (current) setFrame(() => component);
      },
      (error: unknown) => current && setFailure(error),
    );
    return () => {
      current = false;
    };
  }, [wanted, Frame]);
  // A failed download (a deploy replaced the chunk, the network dropped) shows the route's error.
  if (failure) throw failure;
  return Frame;
}

/**
 * The parent of `/`, `/app` and every members-only route. A visitor at `/` or `/app` gets the
 * route's own page, the landing or the welcome page, and never downloads the members' frame
 * (signed-in-layout.tsx: the socket, the conversations, the dashboard), which is most of the
 * code: the landing page stays within its JavaScript budget (docs/BENCHMARKS.md). Everyone else
 * gets the frame, which stays mounted from one of these screens to the next; with a stored
 * session its code loads alongside the user.
 */
export function MembersGate() {
  const { pathname } = useLocation();
  const { user, isLoading } = useAuth();
  const visitorsPage = !isLoading && user === null && VISITORS_PAGES.includes(pathname);
  const Frame = useFrameCode(!visitorsPage);
  if (visitorsPage) return <Outlet />;
  if (!Frame) return <Loading fullScreen />;
  return <Frame />;
}
