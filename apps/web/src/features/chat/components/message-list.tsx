import { APP_TIME_ZONE } from '@starmatch/contracts/constants';
import { useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';
import { CHAT_TEXT } from '../chat-text';
import type { ChatItem } from '../merge-messages';

function timeOf(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-NZ', {
    timeZone: APP_TIME_ZONE,
    hour: 'numeric',
    minute: '2-digit',
  });
}

export interface MessageListProps {
  items: readonly ChatItem[];
  otherName: string;
  otherTyping: boolean;
}

/** Mine on the right, theirs on the left, kept scrolled to the newest. */
export function MessageList({ items, otherName, otherTyping }: MessageListProps) {
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
          <li
            key={item.key}
            className={cn(
              'flex max-w-[80%] flex-col gap-0.5 rounded-2xl px-3 py-2',
              item.mine
                ? 'self-end bg-gold-300 text-night-950'
                : 'self-start bg-night-800 text-star',
              item.pending && 'opacity-70',
            )}
          >
            <span className="sr-only">{item.mine ? 'You:' : `${otherName}:`}</span>
            <p className="whitespace-pre-wrap break-words">{item.content}</p>
            {item.notSent === undefined ? (
              <time dateTime={item.createdAt} className="self-end text-xs opacity-75">
                {timeOf(item.createdAt)}
              </time>
            ) : (
              <p className="text-xs font-semibold">
                {CHAT_TEXT.notSent} {item.notSent}
              </p>
            )}
          </li>
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
