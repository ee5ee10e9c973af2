import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { Loading } from '@/components/ui/loading';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { paths } from '@/lib/paths';

// Visitors at `/` never download the dashboard (explore, profile, the socket), which is most of
// this route's code: the landing page stays within its JavaScript budget (docs/BENCHMARKS.md).
// Not React.lazy: revealing content that replaced a Suspense fallback is throttled (~300 ms), so
// the dashboard would wait even when its code had arrived with the user.
const loadDashboard = () => import('./dashboard').then((module) => module.Dashboard);
let loadedDashboard: ComponentType | undefined;

function useDashboardCode(wanted: boolean): ComponentType | undefined {
  const [Dashboard, setDashboard] = useState(() => loadedDashboard);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (!wanted || Dashboard) return;
    let current = true;
    loadDashboard().then(
      (component) => {
        loadedDashboard = component;
        if (current) setDashboard(() => component);
      },
      (error: unknown) => current && setFailure(error),
    );
    return () => {
      current = false;
    };
  }, [wanted, Dashboard]);
  // A failed download (a deploy replaced the chunk, the network dropped) shows the route's error.
  if (failure) throw failure;
  return Dashboard;
}

/**
 * `/` and `/app`: the dashboard, or `signedOut` for visitors. Someone who
 * has not finished their profile is sent to set it up first.
 */
export function HomeGate({ signedOut }: { signedOut: ReactNode }) {
  const { user, isLoading } = useAuth();
  // Only a stored session makes the user load, so the dashboard is likely next: fetch its code
  // alongside the user rather than after it.
  const Dashboard = useDashboardCode(isLoading || user?.hasProfile === true);
  if (isLoading) return <Loading fullScreen />;
  if (user === null) return signedOut;
  if (!user.hasProfile) return <Navigate to={paths.profileSetup} replace />;
  if (!Dashboard) return <Loading fullScreen />;
  return <Dashboard />;
}
