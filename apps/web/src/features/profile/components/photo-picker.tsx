import { PHOTO_LIMITS } from '@starmatch/contracts/constants';
import { type ChangeEvent, useId } from 'react';
import { FieldError } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import type { useSetupPhotos } from '../hooks/use-setup-photos';
import { PhotoTile } from './photo-tile';

export interface PhotoPickerProps {
  setup: ReturnType<typeof useSetupPhotos>;
  error?: string;
}

/** Pick, preview, order and remove the 1 to 6 profile photos; the first is the main one. */
export function PhotoPicker({ setup, error }: PhotoPickerProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const { photos } = setup;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setup.addFiles(Array.from(event.target.files ?? []));
    // Cleared so picking the same file again (after removing it) still fires a change.
    event.target.value = '';
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          Photos
        </h2>
        <p className="text-sm text-haze">
          {photos.length} of {PHOTO_LIMITS.max}
        </p>
      </div>
      <p id={hintId} className="text-sm text-haze">
        Add {PHOTO_LIMITS.min} to {PHOTO_LIMITS.max} photos. The first one is your main photo; use
        the arrows to change the order.
      </p>
      {photos.length > 0 && (
        <ul aria-label="Your photos" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {photos.map((photo, index) => (
            <PhotoTile
              key={photo.id}
              photo={photo}
              position={index}
              total={photos.length}
              onMove={(offset) => setup.move(photo.id, offset)}
              onRemove={() => setup.remove(photo.id)}
            />
          ))}
        </ul>
      )}
      <label
        className={cn(
          'relative flex min-h-14 cursor-pointer items-center justify-center gap-2 rounded-2xl',
          'border-2 border-dashed px-4 font-semibold text-gold-200 transition-colors',
          'border-night-500 hover:border-gold-300 hover:bg-night-800',
          'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2',
          'has-[:focus-visible]:outline-gold-200',
          error && 'border-rose-400',
        )}
      >
        <input
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          onChange={onChange}
        />
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          className="size-5"
        >
          <path d="M12 5v14M5 12h14" />
        </svg>
        Add photos
      </label>
      <FieldError id={errorId} message={error} />
    </section>
  );
}
