import { type ReactNode, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { serverMessage } from '@/lib/error-message';
import type { DeckQuery } from '../api/get-deck';
import { EXPLORE_TEXT } from '../explore-toasts';
import { CandidateDeck } from './candidate-deck';
import { ExploreMessage } from './explore-message';

/**
 * The dashboard's explore tab, showing the candidates `query` the dashboard runs while it is
 * active; while the account is paused, says so instead (the banner above has Resume).
 */
export function ExploreTab({ query, paused = false }: { query: DeckQuery; paused?: boolean }) {
  const titleId = useId();
  const refetch = () => void query.refetch();

  // An empty list being fetched again (a new profile's first deck, Refresh Matches) is still
  // loading: "You're all caught up!" is only for an answer that says nobody is left.
  const emptyAndFetching = query.data?.length === 0 && query.isFetching;
  let body: ReactNode;
  if (paused) {
    body = <ExploreMessage title={EXPLORE_TEXT.pausedTitle} text={EXPLORE_TEXT.pausedText} />;
  } else if (query.data !== undefined && !emptyAndFetching) {
    // Keyed by the load time: every reload starts again at the first candidate.
    body = (
      <CandidateDeck
        key={query.dataUpdatedAt}
        candidates={query.data}
        onRefresh={refetch}
        isRefreshing={query.isFetching}
      />
    );
  } else if (query.isError) {
    body = (
      <ExploreMessage
        role="alert"
        title={EXPLORE_TEXT.loadFailed}
        text={serverMessage(query.error) ?? EXPLORE_TEXT.loadFailedFallback}
      >
        <Button onClick={refetch} disabled={query.isFetching}>
          Try Again
        </Button>
      </ExploreMessage>
    );
  } else {
    body = <Loading label="Finding your matches..." />;
  }

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <div>
        <h2 id={titleId} className="text-3xl font-bold tracking-tight">
          Discover
        </h2>
        <p className="text-haze">Find your perfect match nearby</p>
      </div>
      {body}
    </section>
  );
}
