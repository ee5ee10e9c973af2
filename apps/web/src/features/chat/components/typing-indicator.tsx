import { cn } from '@/lib/cn';

// Staggered so the dots rise one after another; still under prefers-reduced-motion.
const DOT_DELAYS = ['[animation-delay:-0.3s]', '[animation-delay:-0.15s]', ''] as const;

/** Three bouncing dots in a bubble on their side, and the words that say who is typing. */
export function TypingIndicator({ otherName }: { otherName: string }) {
  return (
    <div role="status" className="mt-3 flex items-center gap-2 self-start">
      <span
        aria-hidden="true"
        className="flex h-9 items-center gap-1 rounded-2xl rounded-bl-sm bg-night-800 px-3.5"
      >
        {DOT_DELAYS.map((delay) => (
          <span
            key={delay}
            className={cn('size-2 rounded-full bg-haze motion-safe:animate-bounce', delay)}
          />
        ))}
      </span>
      <span className="text-xs text-haze">{otherName} is typing...</span>
    </div>
  );
}
