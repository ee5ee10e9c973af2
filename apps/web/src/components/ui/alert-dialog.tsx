import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

// Radix's alert dialog: focus trapped inside, Escape cancels, focus returns to
// the trigger, and the page behind is hidden from screen readers while open.

export const AlertDialog = AlertDialogPrimitive.Root;
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;
export const AlertDialogCancel = AlertDialogPrimitive.Cancel;

export function AlertDialogContent({
  className,
  children,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Content>) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className="fixed inset-0 z-40 bg-night-950/80 backdrop-blur-sm" />
      <AlertDialogPrimitive.Content
        className={cn(
          'fixed inset-x-4 bottom-4 z-50 mx-auto flex max-h-[calc(100dvh-2rem)] max-w-md flex-col gap-4',
          'overflow-y-auto rounded-3xl border border-night-600 bg-night-900 p-6 text-star shadow-2xl',
          'shadow-black/50 sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2',
          className,
        )}
        {...props}
      >
        {children}
      </AlertDialogPrimitive.Content>
    </AlertDialogPrimitive.Portal>
  );
}

export function AlertDialogTitle({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Title>) {
  return (
    <AlertDialogPrimitive.Title
      className={cn('text-xl font-semibold tracking-tight', className)}
      {...props}
    />
  );
}

export function AlertDialogDescription({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Description>) {
  return (
    <AlertDialogPrimitive.Description
      className={cn('text-base leading-relaxed text-haze', className)}
      {...props}
    />
  );
}
