import { useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { ChatScreen } from '@/features/chat/components/chat-screen';
import { readCurrentChatMatch } from '@/lib/current-chat-match';
import { paths } from '@/lib/paths';

export function ChatRoute() {
  const { user } = useAuth();
  // Read once per visit: the conversation stays with this match even if another tab picks a new
  // one, and a conversation picked beside the chat (wide screens) is a new visit of /chat.
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: key: each visit reads afresh.
  const match = useMemo(readCurrentChatMatch, [key]);
  if (!user) return null;
  if (!match) return <Navigate to={paths.matches} replace />;
  return <ChatScreen key={match.id} match={match} myUserId={user.id} />;
}
