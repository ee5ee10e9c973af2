import { useEffect, useRef } from 'react';
import { CHAT_TEXT } from '../chat-text';
import type { ChatItem } from '../merge-messages';
import { MessageBubble } from './message-bubble';

export interface MessageListProps {
  items: readonly ChatItem[];
  otherName: string;
  otherTyping: boolean;
  /** Sends a failed message of mine again. */
  onRetry: (clientMessageId: string) => void;
}

/** Mine on the right, theirs on the left, kept scrolled to the newest. */
export function MessageList({ items, otherName, otherTyping, onRetry }: MessageListProps) {
  const endRef = useRef<HTMLDivElement>(null);
  const newest = items.at(-1)?.key;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the newest message or the indicator changes.
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [newest, otherTyping]);

  return (
    <div className="flex flex-1 flex-col gap-2 overflow-y-auto px-4 py-4">
      {items.length === 0 && <p className="text-center text-haze">{CHAT_TEXT.noMessages}</p>}
      <ol aria-label="Messages" className="flex flex-col gap-2">
        {items.map((item) => (
          <MessageBubble key={item.key} item={item} otherName={otherName} onRetry={onRetry} />
        ))}
      </ol>
      {otherTyping && (
        <p role="status" className="self-start text-sm text-haze italic">
          {otherName} is typing...
        </p>
      )}
      <div ref={endRef} />
    </div>
  );
}
