import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

export interface SettingsQueryCardText {
  title: string;
  hint: string;
  loading: string;
  loadFailed: string;
  retry: string;
}

/**
 * A Settings card that shows what one query answers ("Your details", "Your data"): a region named
 * by its title, a loading line while it asks, and a retry when it fails.
 */
export function SettingsQueryCard<T>({
  query,
  text,
  children,
}: {
  query: UseQueryResult<T, unknown>;
  text: SettingsQueryCardText;
  children: (data: T) => ReactNode;
}) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{text.title}</CardTitle>
        <CardDescription>{text.hint}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3" aria-live="polite">
        {query.isPending ? (
          <p role="status" className="text-sm text-haze">
            {text.loading}
          </p>
        ) : query.isError ? (
          <>
            <p className="font-medium text-rose-300">{text.loadFailed}</p>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {text.retry}
            </Button>
          </>
        ) : (
          children(query.data)
        )}
      </CardContent>
    </Card>
  );
}
