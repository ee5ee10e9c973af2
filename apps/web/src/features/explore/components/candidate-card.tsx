import type { Candidate } from '@starmatch/contracts/candidates';
import type { ReactNode } from 'react';
import { CompatibilityBadge } from '@/components/compatibility/compatibility-badge';
import { WhyYouMatchButton } from '@/components/compatibility/why-you-match-button';
import { PersonHeading } from '@/components/person/person-heading';
import { photosOf } from '@/components/person/person-photos';
import { cn } from '@/lib/cn';
import { displayName } from '../candidate-name';
import type { CardExit } from '../hooks/use-card-exit';
import { PinIcon } from './explore-icons';
import { PhotoCarousel } from './photo-carousel';

export interface CandidateCardProps {
  candidate: Candidate;
  /** The like and next buttons, laid over the foot of the photo so they stay in view on a phone. */
  actions: ReactNode;
  /** The '…' menu (Report, Block), laid over the photo's top left corner. */
  menu?: ReactNode;
  /** Leaving after a like or a pass: it animates away, out of reach of keyboard and readers. */
  exit?: CardExit | null;
  onExited?: () => void;
}

const EXIT_ANIMATIONS: Record<CardExit, string> = {
  liked: 'animate-[card-exit-liked_260ms_ease-in_forwards]',
  passed: 'animate-[card-exit-passed_260ms_ease-in_forwards]',
};

/**
 * Name, age, sign and place sit on the photo, as on Hinge and Tinder, so a phone shows the
 * buttons, why the two match and the start of the bio without scrolling; the badge opens the
 * details below, where a long name cannot push it about.
 */
export function CandidateCard({ candidate, actions, menu, exit, onExited }: CandidateCardProps) {
  const name = displayName(candidate);
  return (
    <article
      aria-label={`${name}, ${candidate.age}`}
      aria-hidden={exit ? true : undefined}
      inert={exit ? true : undefined}
      onAnimationEnd={(event) => {
        if (exit && event.target === event.currentTarget) onExited?.();
      }}
      className={cn(
        'overflow-hidden rounded-3xl border border-night-700 bg-night-900/80 shadow-xl shadow-black/30',
        exit && EXIT_ANIMATIONS[exit],
      )}
    >
      <div className="relative">
        <PhotoCarousel photos={photosOf(candidate)} name={name} />
        {/* Dark enough at the text's height for white text to pass contrast over any photo. */}
        <div className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-night-950 from-15% via-night-950/70 via-55% to-transparent px-5 pt-28 pb-11">
          <PersonHeading
            name={name}
            age={candidate.age}
            zodiacSign={candidate.zodiacSign}
            location={candidate.location}
            look="on-photo"
            as="h3"
            placeIcon={<PinIcon />}
          />
        </div>
        {menu && <div className="absolute top-2 left-2 z-20">{menu}</div>}
      </div>
      <div className="relative z-10 -mt-8 flex items-center justify-center gap-8">{actions}</div>
      <div className="flex flex-col gap-3 p-5 pt-3">
        <div className="flex flex-col items-start gap-2">
          <CompatibilityBadge score={candidate.compatibilityScore} />
          <p className="text-sm leading-snug font-medium text-lilac-200">
            <span>{candidate.compatibility.headline}</span>{' '}
            <WhyYouMatchButton name={name} compatibility={candidate.compatibility} />
          </p>
        </div>
        {candidate.bio && (
          <p className="leading-relaxed whitespace-pre-line text-star">{candidate.bio}</p>
        )}
      </div>
    </article>
  );
}
