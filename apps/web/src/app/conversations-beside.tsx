import { useLocation } from 'react-router';
import { ConversationsPane } from '@/features/matches/components/conversations-pane';
import { useMediaQuery } from '@/hooks/use-media-query';
import { readCurrentChatMatch } from '@/lib/current-chat-match';
import { paths } from '@/lib/paths';
import { hasConversationsPane, TWO_PANE_QUERY } from './two-pane';

/** On a wide screen, the conversations beside the screens two-pane.ts names; nothing otherwise. */
export function ConversationsBeside() {
  const { pathname } = useLocation();
  const wide = useMediaQuery(TWO_PANE_QUERY);
  if (!wide || !hasConversationsPane(pathname)) return null;
  const current = pathname === paths.chat ? (readCurrentChatMatch()?.id ?? null) : null;
  return <ConversationsPane currentMatchId={current} />;
}
