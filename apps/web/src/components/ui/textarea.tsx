import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

// text-base (16 px) for the same reason as Input: iOS Safari zooms into smaller text.
export function Textarea({ className, ref, rows = 5, ...props }: TextareaProps) {
  return (
    <textarea
      ref={ref}
      rows={rows}
      className={cn(
        'block min-h-28 w-full resize-y rounded-xl border border-night-500 bg-night-900 px-4 py-3',
        'text-base leading-relaxed text-star placeholder:text-haze/80',
        'focus-visible:border-gold-300 focus-visible:outline-2 focus-visible:outline-offset-1',
        'focus-visible:outline-gold-300/60 disabled:cursor-not-allowed disabled:opacity-60',
        'aria-invalid:border-rose-400',
        className,
      )}
      {...props}
    />
  );
}
