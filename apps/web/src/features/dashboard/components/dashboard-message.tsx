import type { ReactNode } from 'react';

export interface DashboardMessageProps {
  title: string;
  text: string;
  children?: ReactNode;
}

/** The dashboard's whole-content states: something went wrong, or no profile yet. */
export function DashboardMessage({ title, text, children }: DashboardMessageProps) {
  return (
    <div
      role="alert"
      className="mt-6 flex flex-col items-center gap-3 rounded-3xl border border-night-700 bg-night-900/80 px-6 py-12 text-center"
    >
      <h2 className="text-2xl font-semibold tracking-tight">{title}</h2>
      <p className="text-haze">{text}</p>
      {children && <div className="mt-3 flex w-full flex-col gap-3 sm:w-auto">{children}</div>}
    </div>
  );
}
