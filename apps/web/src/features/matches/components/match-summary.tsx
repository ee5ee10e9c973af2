import type { Match } from '@starmatch/contracts/matches';
import { Avatar } from '@/components/ui/avatar';
import { MATCHES_TEXT } from '../matches-text';
import { lastMessagePreview, relativeTime, unreadBadgeText } from '../preview-text';

/**
 * What a conversation's row shows, on the matches screen and beside a wide screen's chat: the
 * photo, the name, the last message and when, and the unread count unless `hideUnread`.
 */
export function MatchSummary({
  match,
  hideUnread = false,
}: {
  match: Match;
  hideUnread?: boolean;
}) {
  const name = match.otherUser.fullName;
  const { lastMessage, unreadCount } = match;
  return (
    <>
      <Avatar name={name} imageUrl={match.otherUser.profileImageUrl} />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-center justify-between gap-2">
          <span className="truncate font-semibold">{name}</span>
          {lastMessage && (
            <span className="shrink-0 text-xs text-haze">
              {relativeTime(lastMessage.createdAt)}
            </span>
          )}
        </span>
        {/* Isolated like the chat's bubbles: a message's direction overrides stay inside it. */}
        <span dir="auto" className="truncate text-sm text-haze">
          {lastMessage ? lastMessagePreview(lastMessage.content) : MATCHES_TEXT.noMessages}
        </span>
      </span>
      {unreadCount > 0 && !hideUnread && (
        <span className="min-w-6 rounded-full bg-gold-300 px-1.5 text-center text-xs font-bold text-night-950">
          {unreadBadgeText(unreadCount)}
          <span className="sr-only"> unread</span>
        </span>
      )}
    </>
  );
}
