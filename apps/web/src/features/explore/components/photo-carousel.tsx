import { useState } from 'react';
import { PLACEHOLDER_PHOTO } from '../placeholder-photo';
import { ChevronIcon } from './explore-icons';

export interface PhotoCarouselProps {
  photos: readonly string[];
  name: string;
}

const arrowClass =
  'absolute top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full ' +
  'bg-night-950/70 text-star backdrop-blur hover:bg-night-800 focus-visible:outline-2 ' +
  'focus-visible:outline-gold-200';

/** One photo at a time; the arrows wrap around. Broken or missing photos show the placeholder. */
export function PhotoCarousel({ photos, name }: PhotoCarouselProps) {
  const [index, setIndex] = useState(0);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const total = photos.length;
  const current = photos[index];
  const src = current === undefined || failed.has(current) ? PLACEHOLDER_PHOTO : current;
  const step = (offset: number) => setIndex((i) => (i + offset + total) % total);

  return (
    <div className="relative h-[min(46dvh,26rem)] min-h-60 w-full overflow-hidden bg-night-800">
      <img
        src={src}
        alt={total === 0 ? `${name} has not added a photo` : `${name} (${index + 1} of ${total})`}
        className="size-full object-cover"
        // The photo is the explore tab's largest paint: ask for it ahead of anything else pending.
        fetchPriority="high"
        onError={() => {
          if (current !== undefined) setFailed((previous) => new Set(previous).add(current));
        }}
      />
      {total > 1 && (
        <>
          <button
            type="button"
            aria-label="Previous photo"
            onClick={() => step(-1)}
            className={`${arrowClass} left-2`}
          >
            <ChevronIcon direction="left" />
          </button>
          <button
            type="button"
            aria-label="Next photo"
            onClick={() => step(1)}
            className={`${arrowClass} right-2`}
          >
            <ChevronIcon direction="right" />
          </button>
        </>
      )}
      {total > 0 && (
        <p className="absolute top-3 right-3 rounded-full bg-night-950/75 px-3 py-1 text-sm font-medium backdrop-blur">
          {index + 1} / {total}
        </p>
      )}
    </div>
  );
}
