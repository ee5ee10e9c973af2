import { Button } from '@/components/ui/button';
import { ADMIN_TEXT } from '../admin-text';
import { useReportPhoto } from '../api/get-report-photo';

const frame = 'aspect-[3/4] w-full rounded-xl border border-night-700 bg-night-800 object-cover';

/** One copy, fetched with the moderator's token (an <img> cannot send it) and shown from a blob. */
function EvidencePhoto({ path, alt }: { path: string; alt: string }) {
  const photo = useReportPhoto(path);
  if (photo.isError) {
    return (
      <div
        role="alert"
        className={`${frame} flex flex-col items-center justify-center gap-2 p-2 text-center text-sm`}
      >
        <p>{ADMIN_TEXT.photoFailed}</p>
        <Button
          variant="ghost"
          aria-label={`${ADMIN_TEXT.retry}: ${alt}`}
          onClick={() => void photo.refetch()}
        >
          {ADMIN_TEXT.retry}
        </Button>
      </div>
    );
  }
  if (!photo.url) {
    return (
      <div
        role="status"
        aria-label={`${ADMIN_TEXT.loadingPhoto} ${alt}`}
        className={`${frame} animate-pulse`}
      />
    );
  }
  return <img src={photo.url} alt={alt} className={frame} />;
}

/** Copies of the photos, kept whatever the person did with theirs since. */
export function EvidencePhotos({ photos, name }: { photos: readonly string[]; name: string }) {
  if (photos.length === 0) return <p className="text-haze">{ADMIN_TEXT.noPhotos}</p>;
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {photos.map((path, index) => (
        // The same photo can be there twice; its place in the order is what tells them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders.
        <li key={index}>
          <EvidencePhoto
            path={path}
            // 'Photo 2 of Sam' names which of their photos (as the profile numbers them) a
            // moderator is looking at; it says nothing about the image being an image.
            alt={`Photo ${index + 1} of ${name}`}
          />
        </li>
      ))}
    </ul>
  );
}
