import {
  type AdminHeldPhoto,
  decideHeldPhotoBodySchema,
  type HeldPhotoDecision,
} from '@starmatch/contracts/banned-photos';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { dateText, dateTimeText } from '../admin-dates';
import { useReportPhoto } from '../api/get-report-photo';
import { useDecideHeldPhoto, useHeldPhotos } from '../api/held-photos';
import { HELD_PHOTOS_TEXT as TEXT } from '../held-photos-text';
import { useNotedDecision } from '../hooks/use-noted-decision';
import { AdminList } from './admin-list';
import { DecisionNoteField } from './decision-note-field';

const frame = 'aspect-[3/4] w-full rounded-xl border border-night-700 bg-night-800 object-cover';

/** The Held photos tab: each held upload beside the banned photo it looked like. */
export function HeldPhotosView() {
  return (
    <AdminList query={useHeldPhotos()} text={TEXT}>
      {(photo) => <HeldPhotoCard key={photo.id} photo={photo} />}
    </AdminList>
  );
}

/** The evidence copy, fetched with the moderator's token (an <img> cannot send it). */
function BannedPhoto({ path }: { path: string }) {
  const photo = useReportPhoto(path);
  if (photo.isError) {
    return (
      <div
        role="alert"
        className={`${frame} flex flex-col items-center justify-center gap-2 p-2 text-center text-sm`}
      >
        <p>{TEXT.photoFailed}</p>
        <Button variant="ghost" onClick={() => void photo.refetch()}>
          {TEXT.retry}
        </Button>
      </div>
    );
  }
  if (!photo.url) {
    return (
      <div
        role="status"
        aria-label={`${TEXT.loadingPhoto} ${TEXT.bannedAlt}`}
        className={`${frame} animate-pulse`}
      />
    );
  }
  return <img src={photo.url} alt={TEXT.bannedAlt} className={frame} />;
}

function HeldPhotoCard({ photo }: { photo: AdminHeldPhoto }) {
  const headingId = useId();
  const decide = useDecideHeldPhoto();
  const name = photo.uploader.fullName;
  const noted = useNotedDecision<HeldPhotoDecision>({
    id: photo.id,
    schema: decideHeldPhotoBodySchema,
    mutation: decide,
    toastOf: (decision) =>
      decision === 'release' ? TEXT.releasedToast(name) : TEXT.removedToast(name),
    failedText: TEXT.failed,
  });
  const { confirming, setConfirming, failure, submit } = noted;

  const dialog = (decision: HeldPhotoDecision) => {
    const release = decision === 'release';
    return (
      <ConfirmDialog
        open={confirming === decision}
        onOpenChange={(open) => {
          setConfirming(open ? decision : null);
          if (!open) decide.reset();
        }}
        trigger={
          <Button variant={release ? 'primary' : 'secondary'} disabled={decide.isPending}>
            {release ? TEXT.release : TEXT.remove}
          </Button>
        }
        title={release ? TEXT.releaseTitle(name) : TEXT.removeTitle(name)}
        description={release ? TEXT.releaseDescription : TEXT.removeDescription}
        cancelLabel={TEXT.cancel}
        confirmLabel={release ? TEXT.confirmRelease : TEXT.confirmRemove}
        pendingLabel={release ? TEXT.releasing : TEXT.removing}
        pending={decide.isPending}
        destructive={!release}
        failure={confirming === decision ? failure : undefined}
        onConfirm={() => submit(decision)}
      />
    );
  };

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-night-700 bg-night-900/80 p-4 sm:p-5"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {TEXT.heading(name, photo.uploader.age)}
        </h3>
        <p className="text-sm text-haze">
          <time dateTime={photo.createdAt}>{TEXT.uploaded(dateTimeText(photo.createdAt))}</time>
        </p>
      </header>
      <div className="grid grid-cols-2 gap-3 sm:max-w-xl">
        <figure className="flex flex-col gap-1">
          <img src={photo.url} alt={TEXT.uploadAlt(name)} className={frame} />
          <figcaption className="text-sm text-haze">{TEXT.upload}</figcaption>
        </figure>
        <figure className="flex flex-col gap-1">
          {photo.banned.photoUrl ? (
            <BannedPhoto path={photo.banned.photoUrl} />
          ) : (
            <div
              className={`${frame} flex items-center justify-center p-3 text-center text-sm text-haze`}
            >
              {TEXT.notKept}
            </div>
          )}
          <figcaption className="text-sm text-haze">
            {TEXT.banned} · {TEXT.bannedOn(dateText(photo.banned.bannedAt))}
          </figcaption>
        </figure>
      </div>
      <p className="text-sm">{TEXT.distance(photo.distance)}</p>
      <DecisionNoteField label={TEXT.note} hint={TEXT.noteHint} {...noted.note} />
      <div className="flex flex-wrap gap-3">
        {dialog('release')}
        {dialog('remove')}
      </div>
    </article>
  );
}
