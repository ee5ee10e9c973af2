import type { ReactNode } from 'react';

export interface LegalSectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** One of the three documents on the terms page, reachable as /terms#id. */
export function LegalSection({ id, title, children }: LegalSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-6">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-gold-200">
        {title}
      </h2>
      <div className="mt-4 space-y-8">{children}</div>
    </section>
  );
}

export interface LegalClauseProps {
  title: string;
  children: ReactNode;
}

export function LegalClause({ title, children }: LegalClauseProps) {
  return (
    <div>
      <h3 className="text-lg font-semibold text-star">{title}</h3>
      <div className="mt-2 space-y-3 text-base leading-relaxed text-haze [&_li]:pl-1 [&_strong]:text-star [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5">
        {children}
      </div>
    </div>
  );
}
