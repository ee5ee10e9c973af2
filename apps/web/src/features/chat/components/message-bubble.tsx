import { APP_TIME_ZONE } from '@starmatch/contracts/constants';
import { useId } from 'react';
import { LINE_ICON } from '@/components/ui/line-icon';
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

/** Drawn beside the time of my stored messages; the time itself says it was sent. */
function SentTick() {
  return (
    <svg {...LINE_ICON} aria-hidden="true" className="size-3.5">
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

export interface MessageBubbleProps {
  item: ChatItem;
  otherName: string;
  /** Sends a failed message of mine again. */
  onRetry: (clientMessageId: string) => void;
}

/**
 * One message: theirs, or mine as sending (written, not acknowledged yet), sent (stored, with
 * its time) or failed (with a button that sends it again).
 */
export function MessageBubble({ item, otherName, onRetry }: MessageBubbleProps) {
  const reasonId = useId();
  return (
    <li
      className={cn(
        'flex max-w-[80%] flex-col gap-0.5 rounded-2xl px-3 py-2',
        item.mine ? 'self-end bg-gold-300 text-night-950' : 'self-start bg-night-800 text-star',
        item.status === 'sending' && 'opacity-70',
        item.status === 'failed' && 'ring-2 ring-rose-400',
      )}
    >
      <span className="sr-only">{item.mine ? 'You:' : `${otherName}:`}</span>
      <p className="whitespace-pre-wrap break-words">{item.content}</p>
      {item.status === 'sent' ? (
        <span className="flex items-center gap-1 self-end text-xs opacity-75">
          <time dateTime={item.createdAt}>{timeOf(item.createdAt)}</time>
          {item.mine && <SentTick />}
        </span>
      ) : item.status === 'sending' ? (
        <span className="self-end text-xs">{CHAT_TEXT.sending}</span>
      ) : (
        <>
          <button
            type="button"
            onClick={() => onRetry(item.key)}
            aria-describedby={item.reason === undefined ? undefined : reasonId}
            className="min-h-6 self-end rounded text-xs font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-400"
          >
            {CHAT_TEXT.notSent}
          </button>
          {item.reason !== undefined && (
            <p id={reasonId} className="text-xs">
              {item.reason}
            </p>
          )}
        </>
      )}
    </li>
  );
}
