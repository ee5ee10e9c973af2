import { LINE_ICON } from '@/components/ui/line-icon';

// Line icons in the style of the welcome page's: currentColor, no request.
const common = { ...LINE_ICON, className: 'size-6' } as const;

export function SparkIcon() {
  return (
    <svg aria-hidden="true" {...common}>
      <path d="M12 3v4M12 17v4M3 12h4M17 12h4" />
      <path d="M12 8.5l1.1 2.4 2.4 1.1-2.4 1.1L12 15.5l-1.1-2.4L8.5 12l2.4-1.1z" />
    </svg>
  );
}

export function ConstellationIcon() {
  return (
    <svg aria-hidden="true" {...common}>
      <circle cx="5" cy="17" r="1.6" />
      <circle cx="10" cy="8" r="1.6" />
      <circle cx="16" cy="13" r="1.6" />
      <circle cx="20" cy="5" r="1.6" />
      <path d="M6 15.6l3.2-6.1M11.4 9l3.3 2.9M17.1 11.7l2.1-5.2" />
    </svg>
  );
}

export function HeartsIcon() {
  return (
    <svg aria-hidden="true" {...common}>
      <path d="M9 19.5s-6-3.6-6-8.3A3.3 3.3 0 0 1 9 9.3a3.3 3.3 0 0 1 6 1.9" />
      <path d="M16 20.5s-4.5-2.7-4.5-6.2a2.5 2.5 0 0 1 4.5-1.4 2.5 2.5 0 0 1 4.5 1.4c0 3.5-4.5 6.2-4.5 6.2z" />
    </svg>
  );
}
