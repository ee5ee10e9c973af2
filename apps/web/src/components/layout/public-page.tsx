import { PRODUCT_NAME } from '@starmatch/contracts/constants';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeftIcon } from '@/components/ui/arrow-left-icon';
import { paths } from '@/lib/paths';

/** A page anyone may read (the terms, the safety advice): a reading column with a way home. */
export function PublicPage({ children }: { children: ReactNode }) {
  return (
    <main className="mx-auto w-full max-w-2xl flex-1 px-5 pt-6 pb-16">
      <Link
        to={paths.home}
        className="inline-flex min-h-11 items-center gap-2 rounded-full pr-3 font-medium text-gold-200 hover:text-gold-100 focus-visible:outline-2 focus-visible:outline-gold-200"
      >
        <ArrowLeftIcon className="size-5" /> Back to {PRODUCT_NAME}
      </Link>
      {children}
    </main>
  );
}
