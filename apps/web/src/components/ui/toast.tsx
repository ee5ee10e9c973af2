import * as ToastPrimitive from '@radix-ui/react-toast';
import type { ComponentProps, ReactElement } from 'react';
import { cn } from '@/lib/cn';

export const ToastProvider = ToastPrimitive.Provider;

export function ToastViewport({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={cn(
        // At the bottom, as Hinge and Bumble show them: clear of the header and of the fields at
        // the top of a form, and standing on whatever bar holds the bottom edge (the tab bar, the
        // chat's composer, a sticky save bar), whose height useStickyInset publishes; with none,
        // clear of the home indicator. Above the header and the tab bar (z-10, z-20), under a
        // dialog's overlay (z-40), so an open dialog covers it.
        'fixed inset-x-0 bottom-[max(var(--sticky-bottom-inset,0px),env(safe-area-inset-bottom))]',
        'z-30 m-0 flex max-h-dvh list-none flex-col gap-2 p-4 outline-none',
        'sm:inset-x-auto sm:right-0 sm:w-[26rem]',
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = {
  default: 'border-night-600 bg-night-800 text-star',
  destructive: 'border-rose-400/70 bg-rose-950 text-rose-50',
} as const;

export type ToastVariant = keyof typeof toastVariants;

export interface ToastProps extends ComponentProps<typeof ToastPrimitive.Root> {
  variant?: ToastVariant;
}

export function Toast({ className, variant = 'default', ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      className={cn(
        'group relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-2xl',
        'border p-4 pr-2 shadow-2xl shadow-black/40',
        'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
        'data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
        'data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
        'data-[state=closed]:opacity-0 data-[state=closed]:transition-opacity',
        toastVariants[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-base font-semibold', className)} {...props} />;
}

export function ToastDescription({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm opacity-90', className)} {...props} />;
}

/** altText is required by Radix: screen readers hear it instead of the button. */
export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={cn(
        'inline-flex min-h-11 shrink-0 items-center rounded-full border border-current/40 px-4',
        'text-sm font-semibold hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-gold-200',
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Close notification"
      className={cn(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-full opacity-80',
        'hover:bg-white/10 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-gold-200',
        className,
      )}
      {...props}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
      >
        <path d="M6 6l12 12M18 6L6 18" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </ToastPrimitive.Close>
  );
}

export type ToastActionElement = ReactElement<ComponentProps<typeof ToastAction>>;
