import type { CurrentChatMatch } from '@starmatch/contracts/matches';
import { BackHeader } from '@/components/layout/back-header';
import { SAFETY_TEXT } from '@/components/safety/safety-text';
import { Avatar } from '@/components/ui/avatar';
import { OverflowMenu } from '@/components/ui/overflow-menu';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { CHAT_TEXT } from '../chat-text';
import { MatchProfileButton } from './match-profile-button';

export type ConnectionState = 'online' | 'connecting' | 'refused' | 'paused';

export interface ChatHeaderProps {
  match: CurrentChatMatch;
  connection: ConnectionState;
  /**
   * The other person's 'Online' or 'Active 5m ago', shown while my own socket is online; null
   * when unknown or hidden (docs/ARCHITECTURE.md "Read receipts and presence").
   */
  presence: string | null;
  /** Opens the chat's report sheet or block dialog. */
  onSafety: (action: 'report' | 'block') => void;
}

/**
 * Back, whom the chat is with and whether they are online (or, while it is not live, the state of
 * my own connection), and a menu for safety.
 */
export function ChatHeader({ match, connection, presence, onSafety }: ChatHeaderProps) {
  const { fullName, profileImageUrl } = match.otherUser;
  const status = connection === 'online' ? presence : CHAT_TEXT[connection];
  return (
    <BackHeader to={paths.matches} row="chat">
      <Avatar name={fullName} imageUrl={profileImageUrl} className="size-10" />
      <div className="relative flex min-w-0 flex-1 flex-col">
        <MatchProfileButton matchId={match.id} name={fullName} />
        <h1 className="truncate text-lg font-bold">{fullName}</h1>
        <p
          aria-live="polite"
          data-connection={connection}
          className={cn(
            'min-h-4 text-xs',
            status === CHAT_TEXT.online ? 'text-emerald-300' : 'text-haze',
          )}
        >
          {status}
        </p>
      </div>
      <OverflowMenu
        label={SAFETY_TEXT.moreOptionsFor(fullName)}
        items={[
          { label: SAFETY_TEXT.report, onSelect: () => onSafety('report') },
          { label: SAFETY_TEXT.block, destructive: true, onSelect: () => onSafety('block') },
          { label: SAFETY_TEXT.safetyAdvice, to: paths.safety },
        ]}
      />
    </BackHeader>
  );
}
