import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { getApiReachability, subscribeApiReachability } from '@/lib/api-reachability';

// Not in the entry: a chunk loaded only when needed (with the update banner), which the service
// worker precaches like every other, so offline it loads from the cache, and the first page of
// everyone who is online never downloads it.
const OfflineScreen = lazy(() =>
  import('@/components/offline-screen').then((module) => ({ default: module.OfflineScreen })),
);

/** The app, or its offline screen when this page load could not reach the API at all. */
export function OfflineGate({ children }: { children: ReactNode }) {
  const reachability = useSyncExternalStore(subscribeApiReachability, getApiReachability);
  if (reachability !== 'unreachable') return children;
  return (
    <Suspense fallback={null}>
      <OfflineScreen />
    </Suspense>
  );
}
