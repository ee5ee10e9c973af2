import { Button } from '@/components/ui/button';
import { MATCHES_TEXT } from '../matches-text';

/** What ShowMore needs of a paged list's query (TanStack's useInfiniteQuery result). */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** Whether the list itself failed, not just its latest 'Show more' (which keeps what is shown). */
export const listFailed = (query: PagedQuery & { isError: boolean }) =>
  query.isError && !query.isFetchNextPageError;

/**
 * Loads the next page of a list the api answers a page at a time; absent on the last page. A
 * failed page says so beside the button, which tries again.
 */
export function ShowMore({ query, label }: { query: PagedQuery; label: string }) {
  if (!query.hasNextPage) return null;
  return (
    <div className="flex flex-col items-center gap-2">
      {query.isFetchNextPageError && !query.isFetchingNextPage && (
        <p role="alert" className="text-sm text-haze">
          {MATCHES_TEXT.moreFailed}
        </p>
      )}
      <Button
        variant="secondary"
        aria-label={`${MATCHES_TEXT.showMore}: ${label}`}
        disabled={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
      >
        {query.isFetchingNextPage ? MATCHES_TEXT.loadingMore : MATCHES_TEXT.showMore}
      </Button>
    </div>
  );
}
