import * as DialogPrimitive from '@radix-ui/react-alert-dialog';
import { type ReactNode, useRef } from 'react';
import { cn } from '@/lib/cn';
import { LINE_ICON } from './line-icon';

// A sheet of information (a profile, why two people match), not a question: a bottom sheet on a
// phone and a centred dialog on a wider screen. Built on the alert dialog the app already ships
// (focus trapped inside, Escape closes, focus returns to what opened it, the page behind hidden
// from screen readers) rather than a second dialog package; it says role="dialog" instead of
// "alertdialog", and a tap on the dimmed page closes it, as nothing in it can be lost.

export const SheetTitle = DialogPrimitive.Title;
export const SheetDescription = DialogPrimitive.Description;

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The close button's accessible name, e.g. 'Close'. */
  closeLabel: string;
  /** The sheet's heading (a SheetTitle, and a SheetDescription if any), beside the close button. */
  header: ReactNode;
  children: ReactNode;
  className?: string;
}

function CloseIcon() {
  return (
    <svg aria-hidden="true" {...LINE_ICON} strokeWidth={2} className="size-5">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export function Sheet({ open, onOpenChange, closeLabel, header, children, className }: SheetProps) {
  // Opened by state rather than a Radix trigger (the sheet's code arrives after its button), so
  // it notes what had the focus as it opens and gives the focus back there as it closes.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          className="fixed inset-0 z-40 bg-night-950/80 backdrop-blur-sm"
          // Radix keeps pointer events on the overlay while the page behind has none.
          onClick={() => onOpenChange(false)}
        />
        <DialogPrimitive.Content
          role="dialog"
          aria-modal="true"
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            opener.current = active instanceof HTMLElement ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[92dvh] w-full max-w-lg flex-col',
            'overflow-hidden rounded-t-3xl border border-b-0 border-night-600 bg-night-900 text-star',
            'pb-[env(safe-area-inset-bottom)] shadow-2xl shadow-black/50',
            'sm:inset-x-4 sm:top-1/2 sm:bottom-auto sm:w-auto sm:max-h-[calc(100dvh-4rem)]',
            'sm:-translate-y-1/2 sm:rounded-3xl sm:border-b sm:pb-0',
            className,
          )}
        >
          <div className="flex items-start justify-between gap-3 border-b border-night-700 py-3 pr-3 pl-5">
            <div className="flex min-w-0 flex-1 flex-col gap-0.5 pt-2">{header}</div>
            {/* The alert dialog's Cancel: it takes the focus as the sheet opens, and closes it. */}
            <DialogPrimitive.Cancel
              aria-label={closeLabel}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-haze hover:bg-night-800 hover:text-star focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-200"
            >
              <CloseIcon />
            </DialogPrimitive.Cancel>
          </div>
          {/* Focusable, so a keyboard can scroll a long sheet that has nothing else to focus. */}
          <div
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to scroll by keyboard
            tabIndex={0}
            className="min-h-0 flex-1 overflow-y-auto px-5 pt-4 pb-6 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-gold-200"
          >
            {children}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
