import { STORAGE_KEYS } from '@starmatch/contracts/constants';
import type { MatchRequest } from '@starmatch/contracts/match-requests';
import type { Match } from '@starmatch/contracts/matches';
import { type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BackHeader } from '@/components/layout/back-header';
import type { SafetyPerson } from '@/components/safety/report-sheet';
import { type SafetyAction, SafetyDialogs } from '@/components/safety/safety-dialogs';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { reloadPage } from '@/lib/browser-location';
import { CONVERSATIONS_SECTION_ID } from '@/lib/conversations-section';
import { saveCurrentChatMatch } from '@/lib/current-chat-match';
import { paths } from '@/lib/paths';
import { useMatchRequests } from '../api/get-match-requests';
import { useMatches } from '../api/get-matches';
import { useMatchMoment } from '../hooks/use-match-moment';
import { countSummary, MATCHES_TEXT } from '../matches-text';
import { MatchMoment } from './match-moment';
import { MatchRow } from './match-row';
import { PushOffer } from './push-offer';
import { RequestCard } from './request-card';
import { listFailed, ShowMore } from './show-more';

function Section({
  id,
  headingRef,
  title,
  emptyText,
  footer,
  children,
}: {
  id?: string;
  /** Focused when the screen is opened at this section. */
  headingRef?: Ref<HTMLHeadingElement>;
  title: string;
  /** What an empty list says, so a bare heading does not look like a screen that failed. */
  emptyText: string;
  /** Under the list: 'Show more' while the api has further pages. */
  footer?: ReactNode;
  children: ReactNode[];
}) {
  return (
    <section id={id} className="flex flex-col gap-3">
      <h2 ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="text-lg font-semibold">
        {title}
      </h2>
      {children.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-night-700 px-4 py-5 text-center text-sm text-haze">
          {emptyText}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">{children}</ul>
      )}
      {footer}
    </section>
  );
}

function Notice({ title, role, children }: { title: string; role: string; children: ReactNode }) {
  return (
    <div
      role={role}
      className="flex flex-col items-center gap-4 rounded-3xl border border-night-700 bg-night-900/80 px-6 py-12 text-center"
    >
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </div>
  );
}

/** Whom the screen's report sheet or block dialog is about; kept after closing for its exit. */
interface SafetyTarget {
  person: SafetyPerson;
  matchId?: string;
  action: SafetyAction;
}

/**
 * Opened at the conversations (the 'Messages' tab), the screen shows them alone, as the
 * messages list of Tinder or Bumble, with their heading focused once the lists have loaded, so a screen reader starts there too; opened plain ('Matches'), it shows the
 * pending requests first, from the top.
 */
function useConversationsView(loaded: boolean) {
  const { hash, key } = useLocation();
  const atConversations = hash === `#${CONVERSATIONS_SECTION_ID}`;
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key: each tap of the tab lands anew.
  useEffect(() => {
    const element = heading.current;
    if (!loaded || !atConversations || !element) return;
    element.focus();
  }, [loaded, atConversations, key]);
  return { atConversations, heading };
}

interface MatchesListsProps {
  onSafety: (target: SafetyTarget) => void;
  onAccepted: (request: MatchRequest, matchId: string | undefined) => void;
  openChat: (match: Match) => void;
}

function MatchesLists({ onSafety, onAccepted, openChat }: MatchesListsProps) {
  const navigate = useNavigate();
  const requests = useMatchRequests();
  const matches = useMatches();
  const conversations = useConversationsView(Boolean(requests.data && matches.data));

  if (listFailed(requests) || listFailed(matches)) {
    return (
      <Notice title={MATCHES_TEXT.loadFailed} role="alert">
        <Button onClick={reloadPage}>{MATCHES_TEXT.retry}</Button>
      </Notice>
    );
  }
  if (!requests.data || !matches.data) return <Loading label={MATCHES_TEXT.loading} />;

  if (requests.data.length === 0 && matches.data.length === 0) {
    const startExploring = () => {
      localStorage.setItem(STORAGE_KEYS.activeTab, 'explore');
      void navigate(paths.home);
    };
    return (
      <Notice title={MATCHES_TEXT.emptyTitle} role="status">
        <p className="text-haze">{MATCHES_TEXT.emptyText}</p>
        <Button onClick={startExploring}>{MATCHES_TEXT.startExploring}</Button>
      </Notice>
    );
  }

  const onMatchSafety = (match: Match, action: 'report' | 'block') =>
    onSafety({
      person: { id: match.otherUser.id, name: match.otherUser.fullName },
      matchId: match.id,
      action,
    });
  const onRequestSafety = (request: MatchRequest, action: 'report' | 'block') =>
    onSafety({
      person: { id: request.requestUser.id, name: request.requestUser.fullName },
      action,
    });

  return (
    <>
      {matches.data.length === 1 && <PushOffer />}
      {!conversations.atConversations && (
        <Section
          title={`Pending Requests (${requests.data.length})`}
          emptyText={MATCHES_TEXT.noRequests}
          footer={<ShowMore query={requests} label="Pending Requests" />}
        >
          {requests.data.map((request) => (
            <RequestCard
              key={request.id}
              request={request}
              onSafety={onRequestSafety}
              onAccepted={onAccepted}
            />
          ))}
        </Section>
      )}
      <Section
        id={CONVERSATIONS_SECTION_ID}
        headingRef={conversations.heading}
        title={`Your Matches (${matches.data.length})`}
        emptyText={MATCHES_TEXT.noMatchesYet}
        footer={<ShowMore query={matches} label="Your Matches" />}
      >
        {matches.data.map((match) => (
          <MatchRow key={match.id} match={match} onOpen={openChat} onSafety={onMatchSafety} />
        ))}
      </Section>
      <p className="text-center text-sm text-haze">
        {countSummary(matches.data.length, requests.data.length)}
      </p>
    </>
  );
}

function MatchesContent({ onSafety }: { onSafety: (target: SafetyTarget) => void }) {
  const navigate = useNavigate();
  const matches = useMatches();
  const moment = useMatchMoment(matches.data);
  const openChat = (match: Match) => {
    saveCurrentChatMatch(match);
    void navigate(paths.chat);
  };
  // Beside the lists, not in them: as the lists change from state to state (between the accept
  // and the refreshed list there may be no request and no match), the moment stays mounted.
  return (
    <>
      <MatchesLists onSafety={onSafety} onAccepted={moment.open} openChat={openChat} />
      <MatchMoment
        accepted={moment.accepted}
        match={moment.match}
        onMessage={openChat}
        onClose={moment.close}
      />
    </>
  );
}

/** /matches: pending requests to answer and the matches to chat with. */
export function MatchesScreen() {
  // One sheet for the screen rather than one per row: a report or block takes the row (or the
  // whole list) away, and the sheet must outlive it to close and say so.
  const [safety, setSafety] = useState<SafetyTarget | null>(null);
  return (
    <>
      <BackHeader to={paths.home} title={MATCHES_TEXT.title} />
      <main className="mx-auto flex w-full max-w-lg flex-1 flex-col gap-6 px-4 pt-5 pb-[calc(var(--sticky-bottom-inset,0px)+3rem)]">
        <MatchesContent onSafety={setSafety} />
      </main>
      {safety && (
        <SafetyDialogs
          person={safety.person}
          matchId={safety.matchId}
          action={safety.action}
          onActionChange={(action) => setSafety({ ...safety, action })}
        />
      )}
    </>
  );
}
