import type { ReactNode } from 'react';
import { StickyHeader } from '@/components/layout/sticky-header';
import { type InPlaceTab, tabTitle } from '../dashboard-tabs';
import { BottomNav } from './bottom-nav';

export interface DashboardShellProps {
  tab: InPlaceTab;
  onTabChange: (tab: InPlaceTab) => void;
  /** At the right of the header: the sign-out button. */
  headerAction: ReactNode;
  children: ReactNode;
}

/** The signed-in home: a header with the tab's title, the content, and the bottom navigation. */
export function DashboardShell({ tab, onTabChange, headerAction, children }: DashboardShellProps) {
  return (
    <>
      <StickyHeader>
        <div className="mx-auto flex w-full max-w-lg items-center justify-between gap-3 px-4 py-2">
          <h1 className="flex items-center gap-2 text-xl font-bold tracking-tight">
            <span aria-hidden="true" className="text-gold-300">
              ✦
            </span>
            {tabTitle(tab)}
          </h1>
          {headerAction}
        </div>
      </StickyHeader>
      <main className="mx-auto w-full max-w-lg flex-1 px-4 pt-5 pb-28">{children}</main>
      <BottomNav activeTab={tab} onSelect={onTabChange} />
    </>
  );
}
