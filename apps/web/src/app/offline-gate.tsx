import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { getApiReachability, subscribeApiReachability } from '@/lib/api-reachability';

// Its own chunk, precached by the service worker like every other: it loads from the cache
// when it is needed, and the first page of everyone who is online never downloads it.
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
