import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from '@/lib/cn';

// Pressed, a button gives a little under the finger; not when disabled or under reduced motion.
const base =
  'inline-flex select-none items-center justify-center gap-2 rounded-full font-semibold ' +
  'transition-[color,background-color,scale] duration-150 ' +
  'motion-safe:active:not-disabled:scale-[0.97] focus-visible:outline-2 ' +
  'focus-visible:outline-offset-2 focus-visible:outline-gold-200 disabled:cursor-not-allowed ' +
  'disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

const variants = {
  primary: 'bg-gold-300 text-night-950 shadow-lg shadow-gold-300/10 hover:bg-gold-200',
  secondary: 'border border-lilac-300 bg-night-900/60 text-star hover:bg-night-800',
  ghost: 'text-star hover:bg-night-800',
  destructive: 'bg-rose-700 text-white hover:bg-rose-800',
} as const;

// Every size keeps the 44 px minimum tap target.
const sizes = {
  md: 'min-h-11 px-5 text-base',
  lg: 'min-h-12 px-7 text-lg',
  icon: 'size-11 shrink-0',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** Button classes, also for links that should look like buttons. */
export function buttonVariants({
  variant = 'primary',
  size = 'md',
  className,
}: ButtonStyleOptions = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}

export interface ButtonProps
  extends ButtonHTMLAttributes<HTMLButtonElement>,
    Omit<ButtonStyleOptions, 'className'> {
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant, size, className, type = 'button', ref, ...props }: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonVariants({ variant, size, className })}
      {...props}
    />
  );
}
