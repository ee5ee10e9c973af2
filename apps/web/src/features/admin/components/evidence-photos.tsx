import { ADMIN_TEXT } from '../admin-text';

/** Copies of the photos, kept whatever the person did with theirs since. */
export function EvidencePhotos({ photos, name }: { photos: readonly string[]; name: string }) {
  if (photos.length === 0) return <p className="text-haze">{ADMIN_TEXT.noPhotos}</p>;
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {photos.map((src, index) => (
        // The same photo can be there twice; its place in the order is what tells them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders.
        <li key={index}>
          <img
            src={src}
            // biome-ignore lint/a11y/noRedundantAlt: 'Photo 2 of Sam' names which of their photos (as the profile numbers them) a moderator is looking at; it says nothing about the image being an image.
            alt={`Photo ${index + 1} of ${name}`}
            className="aspect-[3/4] w-full rounded-xl border border-night-700 bg-night-800 object-cover"
          />
        </li>
      ))}
    </ul>
  );
}
