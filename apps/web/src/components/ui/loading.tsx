import { cn } from '@/lib/cn';

export interface LoadingProps {
  /** Visible and announced text; screens pass their own ('Loading chat...'). */
  label?: string;
  /** Fill the viewport, for whole-screen waits such as auth loading. */
  fullScreen?: boolean;
  className?: string;
}

export function Loading({ label = 'Loading...', fullScreen = false, className }: LoadingProps) {
  return (
    <div
      role="status"
      className={cn(
        'flex flex-col items-center justify-center gap-3 p-6 text-haze',
        fullScreen && 'min-h-dvh',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-night-700 border-t-gold-300 motion-reduce:animate-none"
      />
      <span className="text-base">{label}</span>
    </div>
  );
}
