import type { CompatibilityFactorKind } from '@starmatch/contracts/compatibility';
import { LINE_ICON } from '@/components/ui/line-icon';

// One small line drawing per kind of factor, so the list reads at a glance.
const PATHS: Readonly<Record<CompatibilityFactorKind, string>> = {
  // A four-pointed star.
  signs: 'M12 3l2.2 6.8L21 12l-6.8 2.2L12 21l-2.2-6.8L3 12l6.8-2.2z',
  // A calendar page.
  ages: 'M5 6h14v14H5zM5 10h14M9 3v5M15 3v5',
  // A map pin.
  places:
    'M12 21s-6.5-5.8-6.5-11a6.5 6.5 0 0 1 13 0c0 5.2-6.5 11-6.5 11zM12 12.3a2.3 2.3 0 1 0 0-4.6 2.3 2.3 0 0 0 0 4.6z',
  // A person.
  profiles: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20.5c1-3.8 4-5.5 7.5-5.5s6.5 1.7 7.5 5.5',
};

export function FactorIcon({ kind }: { kind: CompatibilityFactorKind }) {
  return (
    <svg aria-hidden="true" {...LINE_ICON} className="size-5">
      <path d={PATHS[kind]} />
    </svg>
  );
}
