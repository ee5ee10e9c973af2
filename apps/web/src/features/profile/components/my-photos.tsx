import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/lib/paths';

/**
 * Every photo others see on the person's card, in the card's order, with the way to add,
 * remove or reorder them (profile setup holds the photo picker). The first is the one
 * discovery shows first.
 */
export function MyPhotos({
  photos,
  fullName,
  held = [],
}: {
  photos: readonly string[];
  fullName: string;
  /** Uploads held for a moderator (docs/ARCHITECTURE.md "Banned photos"): only the owner sees them. */
  held?: readonly string[];
}) {
  return (
    <section aria-labelledby="my-photos" className="flex flex-col gap-4">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="my-photos" className="text-lg font-semibold">
          My photos
        </h2>
        <span className="text-sm text-haze">
          {photos.length === 1 ? '1 photo' : `${photos.length} photos`}
        </span>
      </div>
      {photos.length === 0 && held.length === 0 ? (
        <p className="text-haze">
          No photos yet. People see your photos first, so add at least one.
        </p>
      ) : (
        <ul className="grid grid-cols-3 gap-2">
          {photos.map((photo, index) => (
            <li
              key={photo}
              className="relative aspect-[4/5] overflow-hidden rounded-xl bg-night-700"
            >
              <img
                src={photo}
                alt={`${fullName} (${index + 1} of ${photos.length})`}
                loading="lazy"
                className="size-full object-cover"
              />
              {index === 0 && (
                <span className="absolute bottom-1.5 left-1.5 rounded-full bg-night-950/85 px-2 py-0.5 text-xs font-semibold text-gold-200">
                  Main
                </span>
              )}
            </li>
          ))}
          {held.map((url) => (
            <li key={url} className="relative aspect-[4/5] overflow-hidden rounded-xl bg-night-700">
              <img
                src={url}
                alt={`${fullName} (being reviewed)`}
                loading="lazy"
                className="size-full object-cover opacity-60"
              />
              <span className="absolute bottom-1.5 left-1.5 rounded-full bg-night-950/85 px-2 py-0.5 text-xs font-semibold text-star">
                Being reviewed
              </span>
            </li>
          ))}
        </ul>
      )}
      <ButtonLink to={paths.profileSetup} variant="secondary" className="w-full">
        {photos.length === 0 ? 'Add photos' : 'Manage photos'}
      </ButtonLink>
    </section>
  );
}
