import type { ReactNode } from 'react';

export interface FeatureBlurbProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

export function FeatureBlurb({ icon, title, children }: FeatureBlurbProps) {
  return (
    <li className="flex gap-4 rounded-2xl border border-night-700 bg-night-900/70 p-4">
      <span
        aria-hidden="true"
        className="flex size-11 shrink-0 items-center justify-center rounded-full bg-night-700 text-xl text-gold-300"
      >
        {icon}
      </span>
      <div>
        <h2 className="text-base font-semibold text-star">{title}</h2>
        <p className="mt-1 text-sm leading-relaxed text-haze">{children}</p>
      </div>
    </li>
  );
}
