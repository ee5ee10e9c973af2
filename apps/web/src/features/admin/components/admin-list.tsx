import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** The words of one of the queue's list tabs. */
export interface AdminListText {
  title: string;
  loading: string;
  loadFailed: string;
  retry: string;
  empty: string;
  count: (n: number) => string;
}

/**
 * A tab of the moderation page that lists one kind of waiting item (correction requests, held
 * photos): its loading and error states with a retry, then how many wait, or that none do.
 */
export function AdminList<T>({
  query,
  text,
  children,
}: {
  query: UseQueryResult<T[], unknown>;
  text: AdminListText;
  children: (item: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <p role="status" className="text-haze">
        {text.loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="font-medium text-rose-300">
          {text.loadFailed}
        </p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {text.retry}
        </Button>
      </div>
    );
  }
  const items = query.data;
  return (
    <section className="flex flex-col gap-4" aria-label={text.title}>
      <h2 className="text-xl font-semibold">
        {items.length === 0 ? text.empty : text.count(items.length)}
      </h2>
      {items.map(children)}
    </section>
  );
}
