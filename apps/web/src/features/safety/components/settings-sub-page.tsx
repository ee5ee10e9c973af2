import type { ReactNode } from 'react';
import { BackHeader } from '@/components/layout/back-header';
import { paths } from '@/lib/paths';

export interface SettingsSubPageProps {
  title: string;
  /** What the page lists, above the list. */
  intro: string;
  children: ReactNode;
}

/** A page inside Settings: back to Settings with the page's title, then its intro and list. */
export function SettingsSubPage({ title, intro, children }: SettingsSubPageProps) {
  return (
    <>
      <BackHeader to={paths.settings} backLabel="Back to settings" title={title} />
      <main className="mx-auto flex w-full max-w-lg flex-1 flex-col gap-5 px-4 pt-5 pb-[calc(var(--sticky-bottom-inset,0px)+3rem)]">
        <p className="text-haze">{intro}</p>
        {children}
      </main>
    </>
  );
}
