import { LINE_ICON } from './line-icon';

/** The back arrow of every header and back link, drawn like the app's other line icons. */
export function ArrowLeftIcon({ className = 'size-6' }: { className?: string }) {
  return (
    <svg aria-hidden="true" {...LINE_ICON} strokeWidth={2} className={className}>
      <path d="M19 12H5M11 6l-6 6 6 6" />
    </svg>
  );
}
