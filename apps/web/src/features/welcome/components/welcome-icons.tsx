import { LINE_ICON } from '@/components/ui/line-icon';

// Inline line icons: a few hundred bytes each, drawn in currentColor, and they
// look the same on every phone (emoji differ by platform and may be missing).
const common = { ...LINE_ICON, className: 'size-6' } as const;

export function ZodiacIcon() {
  return (
    <svg aria-hidden="true" {...common}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 6.5l1.4 3.6 3.6 1.4-3.6 1.4L12 16.5l-1.4-3.6-3.6-1.4 3.6-1.4z" />
    </svg>
  );
}

export function ChatIcon() {
  return (
    <svg aria-hidden="true" {...common}>
      <path d="M4.5 5.5h15a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H10l-4.5 3.5v-3.5h-1a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1z" />
      <path d="M8 10h8M8 13h5" />
    </svg>
  );
}

export function ShieldIcon() {
  return (
    <svg aria-hidden="true" {...common}>
      <path d="M12 3.5l7 2.8v5.2c0 4.4-3 7.6-7 9-4-1.4-7-4.6-7-9V6.3z" />
      <path d="M8.8 12.2l2.2 2.2 4.2-4.4" />
    </svg>
  );
}
