import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeftIcon } from '@/components/ui/arrow-left-icon';
import { cn } from '@/lib/cn';
import { StickyHeader } from './sticky-header';

const ROWS = {
  page: 'max-w-lg gap-2',
  chat: 'max-w-lg gap-3',
  wide: 'max-w-6xl flex-wrap gap-x-4 gap-y-2 sm:px-4',
} as const;

export interface BackHeaderProps {
  /** Where the arrow leads. */
  to: string;
  /** The arrow's accessible name. */
  backLabel?: string;
  /** The page's heading, kept beside the arrow when the bar wraps. */
  title?: string;
  /** A page's column (the default), the chat's roomier row, or the wide moderators' tools. */
  row?: keyof typeof ROWS;
  /** After the arrow (and the heading): whatever else the screen puts in its bar. */
  children?: ReactNode;
}

/** The bar of a screen one step from another: a back arrow, the page's heading, and its extras. */
export function BackHeader({
  to,
  backLabel = 'Back',
  title,
  row = 'page',
  children,
}: BackHeaderProps) {
  const back = (
    <Link
      to={to}
      aria-label={backLabel}
      className="inline-flex size-11 items-center justify-center rounded-full text-xl text-gold-200 hover:bg-night-800 focus-visible:outline-2 focus-visible:outline-gold-200"
    >
      <ArrowLeftIcon />
    </Link>
  );
  return (
    <StickyHeader>
      <div className={cn('mx-auto flex w-full items-center px-2 py-2', ROWS[row])}>
        {title === undefined ? (
          back
        ) : (
          <div className="flex items-center gap-2">
            {back}
            <h1 className="text-xl font-bold tracking-tight">{title}</h1>
          </div>
        )}
        {children}
      </div>
    </StickyHeader>
  );
}
