import { useEffect, useMemo } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Loading } from '@/components/ui/loading';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { ChatScreen } from '@/features/chat/components/chat-screen';
import { useLinkedMatch } from '@/features/matches/hooks/use-linked-match';
import { readCurrentChatMatch, saveCurrentChatMatch } from '@/lib/current-chat-match';
import { paths } from '@/lib/paths';

/** The query a notification's or an email's link names the match with (notificationPath). */
const LINKED_MATCH_PARAM = 'match';

/**
 * `/chat?match=<id>`: once the match is found among the person's matches, it becomes the
 * current chat match and /chat opens it, as a choice on the matches screen would; a match that
 * is not theirs (ended, or never was) leads to the matches screen.
 */
function OpenLinkedMatch({ matchId }: { matchId: string }) {
  const navigate = useNavigate();
  const linked = useLinkedMatch(matchId);
  useEffect(() => {
    if (linked.status === 'found') {
      saveCurrentChatMatch(linked.match);
      void navigate(paths.chat, { replace: true });
    } else if (linked.status === 'missing') {
      void navigate(paths.matches, { replace: true });
    }
  }, [linked, navigate]);
  return <Loading label="Loading chat..." fullScreen />;
}

export function ChatRoute() {
  const { user } = useAuth();
  const [searchParams] = useSearchParams();
  const linkedMatchId = searchParams.get(LINKED_MATCH_PARAM);
  // Read once per visit: the conversation stays with this match even if another tab picks a new
  // one, and a conversation picked beside the chat (wide screens) is a new visit of /chat.
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: key: each visit reads afresh.
  const match = useMemo(readCurrentChatMatch, [key]);
  if (!user) return null;
  if (linkedMatchId !== null) return <OpenLinkedMatch matchId={linkedMatchId} />;
  if (!match) return <Navigate to={paths.matches} replace />;
  return <ChatScreen key={match.id} match={match} myUserId={user.id} />;
}
