import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '@/lib/cn';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

// text-base (16 px) stops iOS Safari from zooming into the field on focus.
export function Input({ className, type = 'text', ref, ...props }: InputProps) {
  return (
    <input
      ref={ref}
      type={type}
      className={cn(
        'block min-h-11 w-full rounded-xl border border-night-500 bg-night-900 px-4 py-2',
        'text-base text-star placeholder:text-haze/80',
        'focus-visible:border-gold-300 focus-visible:outline-2 focus-visible:outline-offset-1',
        'focus-visible:outline-gold-300/60 disabled:cursor-not-allowed disabled:opacity-60',
        'aria-invalid:border-rose-400',
        className,
      )}
      {...props}
    />
  );
}
