import { QUERY_TIMINGS } from '@starmatch/contracts/constants';
import { NEXT_CURSOR_HEADER } from '@starmatch/contracts/list-page';
import { type InfiniteData, infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

/** One page of a paged list (matches, match requests) and the cursor of the page after it. */
export interface ListPage<T> {
  items: T[];
  nextCursor: string | undefined;
}

export type ListPages<T> = InfiniteData<ListPage<T>, string | undefined>;

/**
 * Reads one page: `read` makes the call, handing over where to start and a hook that sees the
 * answer's headers, where the api puts the next page's cursor (absent on the last page).
 */
export async function readListPage<T>(
  read: (cursor: string | undefined, onHeaders: (headers: Headers) => void) => Promise<T[]>,
  cursor: string | undefined,
): Promise<ListPage<T>> {
  let nextCursor: string | undefined;
  const items = await read(cursor, (headers) => {
    nextCursor = headers.get(NEXT_CURSOR_HEADER) ?? undefined;
  });
  return { items, nextCursor };
}

/** The loaded pages without the rows `drop` picks: a row leaves the screen at once. */
export function withoutRows<T>(
  pages: ListPages<T> | undefined,
  drop: (row: T) => boolean,
): ListPages<T> | undefined {
  if (!pages) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({ ...page, items: page.items.filter((row) => !drop(row)) })),
  };
}

const allRows = <T>(pages: ListPages<T>): T[] => pages.pages.flatMap((page) => page.items);

/**
 * A paged list read a page at a time and polled every `pollMs` (docs/PRODUCT.md "Polling and live
 * updates"); screens read the loaded pages as one list and load the next on 'Show more'.
 */
export function pagedListQueryOptions<T, K extends QueryKey>(
  queryKey: K,
  read: (cursor: string | undefined, signal: AbortSignal) => Promise<ListPage<T>>,
  pollMs: number,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => read(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
    select: allRows,
    refetchInterval: pollMs,
    staleTime: QUERY_TIMINGS.dashboardStaleMs,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
