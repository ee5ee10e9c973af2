import type { ReactNode } from 'react';
import { useStickyInset } from '@/hooks/use-sticky-inset';

/** The bar at the top of the signed-in screens, stuck while the page scrolls under it. */
export function StickyHeader({ children }: { children: ReactNode }) {
  const ref = useStickyInset<HTMLElement>('top');
  return (
    <header
      ref={ref}
      className="sticky top-0 z-10 border-b border-night-700 bg-night-950/90 backdrop-blur"
    >
      {children}
    </header>
  );
}
