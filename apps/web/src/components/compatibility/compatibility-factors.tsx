import type { CompatibilityFactor } from '@starmatch/contracts/compatibility';
import { cn } from '@/lib/cn';
import { COMPATIBILITY_TEXT } from './compatibility-text';
import { FactorIcon } from './factor-icon';
import { signedPoints } from './signed-points';

function pointsClass(points: number): string {
  if (points > 0) return 'bg-emerald-400/15 text-emerald-300';
  if (points < 0) return 'bg-rose-400/15 text-rose-300';
  return 'bg-night-700 text-haze';
}

function FactorItem({ factor }: { factor: CompatibilityFactor }) {
  return (
    <li className="flex gap-3 rounded-2xl border border-night-700 bg-night-800/60 p-4">
      <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-night-700 text-gold-200">
        <FactorIcon kind={factor.kind} />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-3">
          <p className="min-w-0 font-semibold break-words text-star">
            {factor.title}
            {factor.detail && (
              <span className="ml-2 inline-block rounded-full border border-lilac-300/40 px-2 text-xs font-medium text-lilac-200">
                {factor.detail}
              </span>
            )}
          </p>
          <span
            data-points={factor.points}
            className={cn(
              'shrink-0 rounded-full px-2.5 py-0.5 text-sm font-bold tabular-nums',
              pointsClass(factor.points),
            )}
          >
            {signedPoints(factor.points)}
            <span className="sr-only"> {COMPATIBILITY_TEXT.pointsWord(factor.points)}</span>
          </span>
        </div>
        <p className="text-sm leading-relaxed text-haze">{factor.reason}</p>
      </div>
    </li>
  );
}

/** The factors that make up a score, biggest first as the server sends them. */
export function CompatibilityFactors({ factors }: { factors: readonly CompatibilityFactor[] }) {
  return (
    <ul aria-label={COMPATIBILITY_TEXT.factorsLabel} className="flex flex-col gap-3">
      {factors.map((factor) => (
        <FactorItem key={`${factor.kind}-${factor.title}`} factor={factor} />
      ))}
    </ul>
  );
}
