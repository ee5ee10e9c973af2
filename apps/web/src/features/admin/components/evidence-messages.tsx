import type { Evidence } from '@starmatch/contracts/moderation';
import { cn } from '@/lib/cn';
import { dateTimeText } from '../admin-dates';
import { ADMIN_TEXT } from '../admin-text';

export interface EvidenceMessagesProps {
  messages: Evidence['messages'];
  reporterName: string;
  reportedName: string;
}

/** The conversation as it stood, read-only: the reported person on the left, marked. */
export function EvidenceMessages({ messages, reporterName, reportedName }: EvidenceMessagesProps) {
  if (messages.length === 0) return <p className="text-haze">{ADMIN_TEXT.noMessages}</p>;
  return (
    <ol
      aria-label={`Messages between ${reporterName} and ${reportedName}`}
      className="flex flex-col gap-2"
    >
      {messages.map((message, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed snapshot, never reordered.
          key={index}
          className={cn(
            'flex max-w-[85%] flex-col gap-0.5 rounded-2xl px-3 py-2',
            message.fromReported
              ? 'self-start border-2 border-rose-400 bg-night-800 text-star'
              : 'self-end bg-night-700 text-star',
          )}
        >
          <span className={cn('text-xs font-semibold', message.fromReported && 'text-rose-300')}>
            {message.fromReported ? `${reportedName} (reported)` : reporterName}
          </span>
          <p dir="auto" className="whitespace-pre-wrap break-words">
            {message.content}
          </p>
          <time dateTime={message.createdAt} className="self-end text-xs text-haze">
            {dateTimeText(message.createdAt)}
          </time>
        </li>
      ))}
    </ol>
  );
}
