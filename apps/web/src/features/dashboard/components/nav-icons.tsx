import type { DashboardTab } from '@starmatch/contracts/constants';
import { LINE_ICON } from '@/components/ui/line-icon';

const common = { ...LINE_ICON, className: 'size-6' } as const;

const paths: Record<DashboardTab, string[]> = {
  explore: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M15.5 8.5l-2 5-5 2 2-5z'],
  matches: [
    'M8.5 18S3 14.6 3 10.6A3.2 3.2 0 0 1 8.5 8.7a3.2 3.2 0 0 1 5.5 1.9c0 4-5.5 7.4-5.5 7.4z',
    'M14.5 5.3A3.2 3.2 0 0 1 21 7.6c0 3-3.3 5.6-4.6 6.6',
  ],
  messages: ['M4 5h16v11H9l-5 4z', 'M8 9.5h8M8 12.5h5'],
  profile: ['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M4.5 20a7.5 7.5 0 0 1 15 0'],
  settings: [
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
    'M19 12a7 7 0 0 0-.1-1.2l2-1.5-2-3.4-2.3.9a7 7 0 0 0-2-1.2L14.2 3h-4l-.4 2.6a7 7 0 0 0-2 1.2l-2.3-.9-2 3.4 2 1.5a7 7 0 0 0 0 2.4l-2 1.5 2 3.4 2.3-.9a7 7 0 0 0 2 1.2l.4 2.6h4l.4-2.6a7 7 0 0 0 2-1.2l2.3.9 2-3.4-2-1.5c.1-.4.1-.8.1-1.2z',
  ],
};

export function NavIcon({ tab }: { tab: DashboardTab }) {
  return (
    <svg aria-hidden="true" {...common}>
      {paths[tab].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
