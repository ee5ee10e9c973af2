import { useState } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { ChatScreen } from '@/features/chat/components/chat-screen';
import { readCurrentChatMatch } from '@/lib/current-chat-match';
import { paths } from '@/lib/paths';

export function ChatRoute() {
  const { user } = useAuth();
  // Read once: the conversation stays with this match even if another tab picks a new one.
  const [match] = useState(readCurrentChatMatch);
  if (!user) return null;
  if (!match) return <Navigate to={paths.matches} replace />;
  return <ChatScreen key={match.id} match={match} myUserId={user.id} />;
}
