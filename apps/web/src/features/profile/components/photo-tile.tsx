import { useState } from 'react';
import { cn } from '@/lib/cn';
import type { SetupPhoto } from '../hooks/use-setup-photos';

export interface PhotoTileProps {
  photo: SetupPhoto;
  position: number;
  total: number;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
}

const controlClass =
  'inline-flex size-11 items-center justify-center rounded-full bg-night-950/80 text-lg text-star ' +
  'backdrop-blur hover:bg-night-800 focus-visible:outline-2 focus-visible:outline-gold-200 ' +
  'disabled:opacity-40 disabled:cursor-not-allowed';

/** One photo of the setup grid: its preview, upload state, and move/remove buttons. */
export function PhotoTile({ photo, position, total, onMove, onRemove }: PhotoTileProps) {
  const number = position + 1;
  const uploading = photo.url === null;
  // A picked file the browser cannot draw (a HEIC in most browsers) shows the plain tile under
  // 'Uploading photo...' instead of a broken-image icon, until the uploaded WebP replaces it.
  const [undrawableUrl, setUndrawableUrl] = useState<string | null>(null);
  const undrawable = undrawableUrl === photo.previewUrl;
  return (
    <li
      className={cn(
        'relative aspect-[3/4] overflow-hidden rounded-2xl border bg-night-800',
        position === 0 ? 'border-gold-300' : 'border-night-600',
      )}
    >
      <img
        src={photo.previewUrl}
        alt={`Preview ${number} of ${total}`}
        onError={() => setUndrawableUrl(photo.previewUrl)}
        className={cn(
          'size-full object-cover',
          uploading && 'opacity-50',
          undrawable && 'invisible',
        )}
      />
      {photo.held && (
        <span className="absolute top-2 right-2 rounded-full bg-night-950/85 px-2.5 py-0.5 text-xs font-semibold text-star">
          Being reviewed
        </span>
      )}
      {position === 0 && (
        <span className="absolute top-2 left-2 rounded-full bg-gold-300 px-2.5 py-0.5 text-xs font-semibold text-night-950">
          Main
        </span>
      )}
      {uploading && (
        <span
          role="status"
          className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-sm font-medium"
        >
          <span
            aria-hidden="true"
            className="size-7 animate-spin rounded-full border-3 border-night-600 border-t-gold-300 motion-reduce:animate-none"
          />
          Uploading photo {number}...
        </span>
      )}
      <div className="absolute inset-x-0 bottom-0 flex justify-between gap-1 bg-gradient-to-t from-night-950/90 to-transparent p-1.5 pt-6">
        <button
          type="button"
          className={controlClass}
          aria-label={`Move photo ${number} left`}
          disabled={position === 0}
          onClick={() => onMove(-1)}
        >
          <span aria-hidden="true">←</span>
        </button>
        <button
          type="button"
          className={controlClass}
          aria-label={`Remove photo ${number}`}
          onClick={onRemove}
        >
          <span aria-hidden="true">✕</span>
        </button>
        <button
          type="button"
          className={controlClass}
          aria-label={`Move photo ${number} right`}
          disabled={position === total - 1}
          onClick={() => onMove(1)}
        >
          <span aria-hidden="true">→</span>
        </button>
      </div>
    </li>
  );
}
