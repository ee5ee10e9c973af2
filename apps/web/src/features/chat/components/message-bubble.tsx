import { APP_TIME_ZONE } from '@starmatch/contracts/constants';
import { useId } from 'react';
import { LINE_ICON } from '@/components/ui/line-icon';
import { cn } from '@/lib/cn';
import { CHAT_TEXT } from '../chat-text';
import type { MessageRow } from '../message-rows';

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

/**
 * The corners of a bubble in a run, as in iMessage and WhatsApp: the side facing the sender is
 * tightened where the bubble joins its neighbours, and the run's last bubble has the tail.
 */
function cornerClasses({ item, groupStart, groupEnd }: MessageRow): string {
  if (item.mine) {
    return cn(!groupStart && 'rounded-tr-md', groupEnd ? 'rounded-br-sm' : 'rounded-br-md');
  }
  return cn(!groupStart && 'rounded-tl-md', groupEnd ? 'rounded-bl-sm' : 'rounded-bl-md');
}

export interface MessageBubbleProps {
  row: MessageRow;
  otherName: string;
  /** My last message, read by the other person: 'Seen' under it, as in iMessage. */
  seen?: boolean;
  /** Sends a failed message of mine again. */
  onRetry: (clientMessageId: string) => void;
}

/**
 * One message: theirs, or mine as sending (written, not acknowledged yet), sent (stored, with
 * its time) or failed (with a button that sends it again). Only the last bubble of a run shows
 * its time; the others keep theirs for screen readers, so every message still has one.
 */
export function MessageBubble({ row, otherName, seen = false, onRetry }: MessageBubbleProps) {
  const reasonId = useId();
  const { item, day, groupStart, groupEnd } = row;
  const showTime = groupEnd && item.status === 'sent';
  return (
    <li className={cn('flex flex-col', groupStart && day === null && 'mt-3')}>
      {day !== null && (
        <div data-day="" className="my-3 flex items-center gap-3 text-xs font-semibold text-haze">
          <span aria-hidden="true" className="h-px flex-1 bg-night-700" />
          {day}
          <span aria-hidden="true" className="h-px flex-1 bg-night-700" />
        </div>
      )}
      <div
        data-bubble=""
        className={cn(
          'flex max-w-[80%] flex-col gap-0.5 rounded-2xl px-3 py-2',
          cornerClasses(row),
          item.mine ? 'self-end bg-gold-300 text-night-950' : 'self-start bg-night-800 text-star',
          item.status === 'sending' && 'opacity-70',
          item.status === 'failed' && 'ring-2 ring-rose-400',
        )}
      >
        <span className="sr-only">{item.mine ? 'You:' : `${otherName}:`}</span>
        {/* dir="auto" isolates the text (a message may hold direction overrides, which the API
            keeps): it takes its direction from its own first letter and cannot reorder the
            speaker, the time or anything else around it. */}
        <p dir="auto" className="whitespace-pre-wrap break-words">
          {item.content}
        </p>
        {item.status === 'sent' ? (
          !showTime && (
            <time dateTime={item.createdAt} className="sr-only">
              {timeOf(item.createdAt)}
            </time>
          )
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
      </div>
      {showTime && (
        <span
          className={cn(
            'mt-1 flex items-center gap-1 px-1 text-xs text-haze',
            item.mine ? 'self-end' : 'self-start',
          )}
        >
          <time dateTime={item.createdAt}>{timeOf(item.createdAt)}</time>
          {item.mine && <SentTick />}
        </span>
      )}
      {seen && (
        <span data-seen="" className="self-end px-1 text-xs font-medium text-gold-200">
          {CHAT_TEXT.seen}
        </span>
      )}
    </li>
  );
}
