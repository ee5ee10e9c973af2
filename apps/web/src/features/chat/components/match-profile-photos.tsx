import { MATCH_PROFILE_TEXT } from '../match-profile-text';

/** A match's photos side by side, swiped or scrolled through, each snapping into place. */
export function MatchProfilePhotos({ name, photos }: { name: string; photos: readonly string[] }) {
  return (
    <ul
      aria-label={MATCH_PROFILE_TEXT.photos(name)}
      // Focusable, so a keyboard can scroll through the photos too.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to scroll by keyboard
      tabIndex={0}
      className="-mx-5 flex snap-x snap-mandatory gap-3 overflow-x-auto px-5 pb-1 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-gold-200"
    >
      {photos.map((url, index) => (
        <li
          key={url}
          className="w-[78%] max-w-72 shrink-0 snap-center overflow-hidden rounded-2xl bg-night-800"
        >
          <img
            src={url}
            alt={MATCH_PROFILE_TEXT.photo(name, index + 1, photos.length)}
            // Only the first shows at once; the others load as they come near.
            loading={index === 0 ? 'eager' : 'lazy'}
            className="aspect-[4/5] size-full object-cover"
          />
        </li>
      ))}
    </ul>
  );
}
