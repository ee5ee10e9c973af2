import { BackHeader } from '@/components/layout/back-header';
import { paths } from '@/lib/paths';

/** The bar of a page inside Settings: back to Settings, and the page's title. */
export function SubPageHeader({ title }: { title: string }) {
  return <BackHeader to={paths.settings} backLabel="Back to settings" title={title} />;
}
