import { AVATAR_FALLBACK_LETTERS } from '@starmatch/contracts/constants';
import { useState } from 'react';
import { cn } from '@/lib/cn';

/** An avatar without a photo shows the first 2 letters of the name (docs/PRODUCT.md "Profile tab"). */
export function initialsOf(name: string): string {
  return name.trim().slice(0, AVATAR_FALLBACK_LETTERS).toUpperCase();
}

export interface AvatarProps {
  name: string;
  imageUrl: string | null;
  className?: string;
}

/** A round photo, or the initials when there is none or it fails to load. */
export function Avatar({ name, imageUrl, className }: AvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = imageUrl !== null && imageUrl !== failedUrl;
  return (
    <span
      className={cn(
        'flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-full',
        'bg-night-700 font-bold text-gold-200',
        className,
      )}
    >
      {showImage ? (
        <img
          src={imageUrl}
          alt={name}
          className="size-full object-cover"
          onError={() => setFailedUrl(imageUrl)}
        />
      ) : (
        <span role="img" aria-label={`${name}'s initials`}>
          {initialsOf(name)}
        </span>
      )}
    </span>
  );
}
