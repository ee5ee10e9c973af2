import { Outlet, ScrollRestoration } from 'react-router';

export function RootLayout() {
  return (
    <div className="safe-area flex min-h-dvh flex-col">
      <Outlet />
      <ScrollRestoration />
    </div>
  );
}
