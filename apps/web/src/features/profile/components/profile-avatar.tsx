import { AVATAR_FALLBACK_LETTERS } from '@starmatch/contracts/constants';
import { type ChangeEvent, useState } from 'react';
import { cn } from '@/lib/cn';
import { useAvatarUpload } from '../hooks/use-avatar-upload';

/** The avatar falls back to the first 2 letters of the name (docs/PRODUCT.md "Profile tab"). */
export function initialsOf(name: string): string {
  return name.trim().slice(0, AVATAR_FALLBACK_LETTERS).toUpperCase();
}

export interface ProfileAvatarProps {
  fullName: string;
  imageUrl: string | null;
}

/** The profile picture (or initials) with a control to upload a new one. */
export function ProfileAvatar({ fullName, imageUrl }: ProfileAvatarProps) {
  const { upload, isUploading } = useAvatarUpload();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = imageUrl !== null && imageUrl !== failedUrl;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void upload(file);
  };

  return (
    <div className="flex flex-col items-center gap-3">
      <div className="relative size-32 overflow-hidden rounded-full bg-night-700 ring-4 ring-gold-300/70 shadow-xl shadow-lilac-300/10">
        {showImage ? (
          <img
            src={imageUrl}
            alt={fullName}
            className="size-full object-cover"
            onError={() => setFailedUrl(imageUrl)}
          />
        ) : (
          <span
            role="img"
            aria-label={`${fullName}'s initials`}
            className="flex size-full items-center justify-center text-4xl font-bold text-gold-200"
          >
            {initialsOf(fullName)}
          </span>
        )}
        {isUploading && (
          <span
            role="status"
            className="absolute inset-0 flex items-center justify-center bg-night-950/70 text-sm font-medium"
          >
            Uploading...
          </span>
        )}
      </div>
      <label
        className={cn(
          'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-lilac-300',
          'bg-night-900/60 px-5 font-semibold text-star hover:bg-night-800',
          'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2',
          'has-[:focus-visible]:outline-gold-200',
          isUploading && 'pointer-events-none opacity-60',
        )}
      >
        <input
          type="file"
          accept="image/*"
          className="sr-only"
          disabled={isUploading}
          onChange={onChange}
        />
        <CameraIcon />
        {isUploading ? 'Uploading...' : 'Change photo'}
      </label>
    </div>
  );
}

function CameraIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-5"
    >
      <path d="M4 8h3l2-2.5h6L17 8h3v11H4z" />
      <circle cx="12" cy="13" r="3.5" />
    </svg>
  );
}
