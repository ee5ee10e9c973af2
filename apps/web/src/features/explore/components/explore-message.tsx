import type { ReactNode } from 'react';

export interface ExploreMessageProps {
  title: string;
  text: string;
  /** 'alert' for failures, so a screen reader hears them as they appear. */
  role?: 'alert' | 'status';
  children?: ReactNode;
}

/** A centred note in place of the card: nothing left, or the list failed to load. */
export function ExploreMessage({ title, text, role = 'status', children }: ExploreMessageProps) {
  return (
    <div
      role={role}
      className="flex flex-col items-center gap-3 rounded-3xl border border-night-700 bg-night-900/80 px-6 py-12 text-center"
    >
      <span aria-hidden="true" className="text-4xl text-gold-300">
        ✦
      </span>
      <h3 className="text-xl font-semibold">{title}</h3>
      <p className="text-haze">{text}</p>
      {children && <div className="mt-2">{children}</div>}
    </div>
  );
}
