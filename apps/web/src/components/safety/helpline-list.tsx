import { cn } from '@/lib/cn';
import { HELPLINES } from './helplines';

const linkClass = 'font-semibold text-gold-200 underline underline-offset-2 hover:text-gold-100';

export interface HelplineListProps {
  /** Names and numbers only, for the report sheet, where the page's descriptions would crowd it. */
  compact?: boolean;
}

/** New Zealand's help lines, each number a link that dials it. */
export function HelplineList({ compact = false }: HelplineListProps) {
  return (
    <ul className={cn('flex flex-col', compact ? 'gap-1.5 text-sm' : 'gap-3')}>
      {HELPLINES.map((line) => (
        <li
          key={line.name}
          className={cn(
            'flex',
            compact
              ? 'flex-wrap items-baseline justify-between gap-x-3'
              : 'flex-col gap-1 rounded-2xl border border-night-700 bg-night-900/80 p-4',
          )}
        >
          {compact ? (
            <span>{line.name}</span>
          ) : (
            <>
              <h3 className="font-semibold">{line.name}</h3>
              <p className="text-haze">{line.what}</p>
            </>
          )}
          <span className="flex flex-wrap gap-x-4 gap-y-1">
            {line.tel && (
              <a href={`tel:${line.tel}`} className={linkClass}>
                {line.number}
              </a>
            )}
            {!compact && line.web && (
              <a href={line.web.href} className={linkClass} target="_blank" rel="noreferrer">
                {line.web.label}
              </a>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
