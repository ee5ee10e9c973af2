import { Link } from 'react-router';
import { StickyHeader } from '@/components/layout/sticky-header';
import { ArrowLeftIcon } from '@/components/ui/arrow-left-icon';
import { paths } from '@/lib/paths';

/** The bar of a page inside Settings: back to Settings, and the page's title. */
export function SubPageHeader({ title }: { title: string }) {
  return (
    <StickyHeader>
      <div className="mx-auto flex w-full max-w-lg items-center gap-2 px-2 py-2">
        <Link
          to={paths.settings}
          aria-label="Back to settings"
          className="inline-flex size-11 items-center justify-center rounded-full text-xl text-gold-200 hover:bg-night-800 focus-visible:outline-2 focus-visible:outline-gold-200"
        >
          <ArrowLeftIcon />
        </Link>
        <h1 className="text-xl font-bold tracking-tight">{title}</h1>
      </div>
    </StickyHeader>
  );
}
