import { PHOTO_LIMITS } from '@starmatch/contracts/constants';
import { uploadImageFileSchema } from '@starmatch/contracts/upload';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/error-message';
import { uploadImage } from '../api/upload-image';
import { PROFILE_TOASTS } from '../profile-toasts';

export interface SetupPhoto {
  /** Stable key for the list, also while the photo moves. */
  id: string;
  /** What the tile shows: a local object URL while uploading, else the uploaded URL. */
  previewUrl: string;
  /** The uploaded URL, or null while the upload runs. */
  url: string | null;
  /**
   * Held for a moderator because it looks like a banned person's photo: shown to its owner as
   * being reviewed, and not sent with the profile (it is not one of their photos until released).
   */
  held?: true;
}

let lastId = 0;
function nextId(): string {
  lastId += 1;
  return `photo-${lastId}`;
}

function revokePreview(photo: SetupPhoto): void {
  if (photo.previewUrl.startsWith('blob:')) URL.revokeObjectURL(photo.previewUrl);
}

/**
 * The profile-setup photos: each picked file is checked, previewed and
 * uploaded at once, so saving the form only sends URLs. The list is kept in a
 * ref as well as state so a burst of picks counts against the limit correctly.
 */
export function useSetupPhotos(initialUrls: readonly string[]) {
  const photosRef = useRef<SetupPhoto[]>(
    initialUrls.map((url) => ({ id: nextId(), previewUrl: url, url })),
  );
  const [photos, setPhotos] = useState(photosRef.current);

  const commit = useCallback((update: (previous: SetupPhoto[]) => SetupPhoto[]) => {
    photosRef.current = update(photosRef.current);
    setPhotos(photosRef.current);
  }, []);

  useEffect(() => () => photosRef.current.forEach(revokePreview), []);

  const remove = useCallback(
    (id: string) => {
      const photo = photosRef.current.find((p) => p.id === id);
      if (photo) revokePreview(photo);
      commit((previous) => previous.filter((p) => p.id !== id));
    },
    [commit],
  );

  const upload = useCallback(
    (file: File) => {
      const id = nextId();
      commit((previous) => [...previous, { id, previewUrl: URL.createObjectURL(file), url: null }]);
      uploadImage(file).then(
        // The tile then shows the stored WebP: what others will see, and drawable by every
        // browser (a HEIC from a phone is not, in most of them, until the server converts it).
        ({ url, heldForReview, message }) => {
          commit((previous) =>
            previous.map((p) => {
              if (p.id !== id) return p;
              revokePreview(p);
              return heldForReview
                ? { ...p, url, previewUrl: url, held: true }
                : { ...p, url, previewUrl: url };
            }),
          );
          if (heldForReview) toast({ ...PROFILE_TOASTS.photoHeld, description: message });
        },
        (error: unknown) => {
          remove(id);
          const { title, fallback } = PROFILE_TOASTS.uploadFailed;
          toast({ variant: 'destructive', title, description: serverMessage(error) ?? fallback });
        },
      );
    },
    [commit, remove],
  );

  const addFiles = useCallback(
    (files: readonly File[]) => {
      for (const file of files) {
        if (photosRef.current.length >= PHOTO_LIMITS.max) {
          toast({ variant: 'destructive', ...PROFILE_TOASTS.photoLimit });
          return;
        }
        const check = uploadImageFileSchema.safeParse({ type: file.type, size: file.size });
        if (!check.success) {
          toast({ variant: 'destructive', title: check.error.issues[0]?.message });
          continue;
        }
        upload(file);
      }
    },
    [upload],
  );

  const move = useCallback(
    (id: string, offset: -1 | 1) => {
      commit((previous) => {
        const from = previous.findIndex((p) => p.id === id);
        const to = from + offset;
        const moving = previous[from];
        const other = previous[to];
        if (!moving || !other) return previous;
        const next = [...previous];
        next[to] = moving;
        next[from] = other;
        return next;
      });
    },
    [commit],
  );

  return {
    photos,
    addFiles,
    remove,
    move,
    isUploading: photos.some((p) => p.url === null),
    uploadedUrls: photos.flatMap((p) => (p.url === null || p.held ? [] : [p.url])),
  };
}
