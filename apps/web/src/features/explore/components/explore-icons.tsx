import { LINE_ICON } from '@/components/ui/line-icon';

// Line icons drawn with currentColor, like the rest of the app's; no request.
const common = { ...LINE_ICON, strokeWidth: 2 } as const;

export function HeartIcon({ className = 'size-7' }: { className?: string }) {
  return (
    <svg aria-hidden="true" {...common} className={className}>
      <path d="M12 20s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.3a4.4 4.4 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20z" />
    </svg>
  );
}

export function ArrowRightIcon({ className = 'size-7' }: { className?: string }) {
  return (
    <svg aria-hidden="true" {...common} className={className}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </svg>
  );
}

export function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" {...common} className="size-5">
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}

export function PinIcon() {
  return (
    <svg aria-hidden="true" {...common} strokeWidth={1.8} className="size-4 shrink-0">
      <path d="M12 21s-6.5-5.8-6.5-11a6.5 6.5 0 0 1 13 0c0 5.2-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.3" />
    </svg>
  );
}

/** A curved arrow back, as on Tinder's rewind; a turning ring while the undo is under way. */
export function UndoIcon({ spinning = false }: { spinning?: boolean }) {
  if (spinning) {
    return (
      <svg aria-hidden="true" {...common} className="size-4 motion-safe:animate-spin">
        <path d="M12 3a9 9 0 1 0 9 9" />
      </svg>
    );
  }
  return (
    <svg aria-hidden="true" {...common} className="size-4">
      <path d="M9 14L4 9l5-5" />
      <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
    </svg>
  );
}
