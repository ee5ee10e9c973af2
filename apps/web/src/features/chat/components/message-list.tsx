import { APP_TIME_ZONE } from '@starmatch/contracts/constants';
import { useEffect, useRef } from 'react';
import { CHAT_TEXT } from '../chat-text';
import type { ChatItem } from '../merge-messages';
import { messageRows } from '../message-rows';
import { MessageBubble } from './message-bubble';
import { TypingIndicator } from './typing-indicator';

export interface MessageListProps {
  items: readonly ChatItem[];
  otherName: string;
  otherTyping: boolean;
  /** My last message, when the other person has read it: 'Seen' goes under it. */
  seenKey?: string | null;
  /** Sends a failed message of mine again. */
  onRetry: (clientMessageId: string) => void;
}

/** Mine on the right, theirs on the left, in runs under day separators, kept at the newest. */
export function MessageList({
  items,
  otherName,
  otherTyping,
  seenKey = null,
  onRetry,
}: MessageListProps) {
  const endRef = useRef<HTMLDivElement>(null);
  const newest = items.at(-1)?.key;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the newest message or the indicator changes.
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [newest, otherTyping, seenKey]);
  // 'Today' is read at each render: a new message or a typing change redraws the list. Days
  // follow the app's zone, as every time and date it shows does, so a separator and the times
  // under it always agree.
  const rows = messageRows(items, new Date(), APP_TIME_ZONE);

  return (
    <div className="flex flex-1 flex-col overflow-y-auto px-4 py-4">
      {items.length === 0 && <p className="text-center text-haze">{CHAT_TEXT.noMessages}</p>}
      <ol aria-label="Messages" className="flex flex-col gap-0.5">
        {rows.map((row) => (
          <MessageBubble
            key={row.item.key}
            row={row}
            otherName={otherName}
            seen={row.item.key === seenKey}
            onRetry={onRetry}
          />
        ))}
      </ol>
      {otherTyping && <TypingIndicator otherName={otherName} />}
      <div ref={endRef} />
    </div>
  );
}
