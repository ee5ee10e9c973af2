import type { Match } from '@starmatch/contracts/matches';
import { Link, useNavigate } from 'react-router';
import { Loading } from '@/components/ui/loading';
import { useStickyInset } from '@/hooks/use-sticky-inset';
import { cn } from '@/lib/cn';
import { CONVERSATIONS_SECTION_ID } from '@/lib/conversations-section';
import { saveCurrentChatMatch } from '@/lib/current-chat-match';
import { paths } from '@/lib/paths';
import { useMatchRequests } from '../api/get-match-requests';
import { useMatches } from '../api/get-matches';
import { MATCHES_TEXT } from '../matches-text';
import { MatchSummary } from './match-summary';
import { listFailed, ShowMore } from './show-more';

function ConversationRow({ match, current }: { match: Match; current: boolean }) {
  const navigate = useNavigate();
  const open = () => {
    saveCurrentChatMatch(match);
    void navigate(paths.chat);
  };
  return (
    <li>
      <button
        type="button"
        aria-current={current ? 'true' : undefined}
        onClick={open}
        className={cn(
          'flex w-full items-center gap-3 rounded-2xl p-2 text-left hover:bg-night-800',
          'focus-visible:outline-2 focus-visible:outline-gold-200',
          current && 'bg-night-800 ring-1 ring-gold-300/60',
        )}
      >
        {/* The open conversation is being read: its count is about to be zero. */}
        <MatchSummary match={match} hideUnread={current} />
      </button>
    </li>
  );
}

/**
 * The conversations beside the explore card or the chat on a wide screen (app/two-pane.ts): each
 * opens its chat in the main pane, the open one marked; pending requests link to /matches.
 */
export function ConversationsPane({ currentMatchId }: { currentMatchId: string | null }) {
  const matches = useMatches();
  const requests = useMatchRequests();
  const pending = requests.data?.length ?? 0;
  const ref = useStickyInset<HTMLElement>('left');
  return (
    <aside
      ref={ref}
      aria-label="Conversations"
      className="fixed inset-y-0 left-0 z-20 flex w-80 flex-col gap-4 overflow-y-auto border-r border-night-700 bg-night-950/95 px-3 py-5"
    >
      <h2 className="px-2 text-lg font-semibold">Messages</h2>
      {pending > 0 && (
        <Link
          to={paths.matches}
          className="mx-2 rounded-2xl border border-gold-300/50 px-4 py-3 text-sm font-semibold text-gold-200 hover:bg-night-800"
        >
          {pending === 1 ? '1 pending request' : `${pending} pending requests`}
        </Link>
      )}
      {listFailed(matches) ? (
        <p role="alert" className="px-2 text-sm text-haze">
          {MATCHES_TEXT.loadFailed}
        </p>
      ) : !matches.data ? (
        <Loading label={MATCHES_TEXT.loading} />
      ) : matches.data.length === 0 ? (
        <p className="px-2 text-sm text-haze">{MATCHES_TEXT.noMatchesYet}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {matches.data.map((match) => (
            <ConversationRow key={match.id} match={match} current={match.id === currentMatchId} />
          ))}
        </ul>
      )}
      {matches.data && <ShowMore query={matches} label="Messages" />}
      <Link
        to={`${paths.matches}#${CONVERSATIONS_SECTION_ID}`}
        className="mt-auto px-2 text-sm font-semibold text-gold-200 underline-offset-2 hover:underline"
      >
        All matches
      </Link>
    </aside>
  );
}
