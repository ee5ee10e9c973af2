import { type DashboardTab, STORAGE_KEYS } from '@starmatch/contracts/constants';
import { Link } from 'react-router';
import { useStickyInset } from '@/hooks/use-sticky-inset';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useNavCounts } from '../api/get-nav-counts';
import { badgeText, type InPlaceTab, NAV_TABS, type NavTabDefinition } from '../dashboard-tabs';
import { NavIcon } from './nav-icons';

export interface BottomNavProps {
  /** The tab of the screen showing, highlighted; none on a screen of no tab. */
  activeTab: DashboardTab | null;
  /**
   * At `/`, explore and profile switch in place. Without it (on the other screens) they open `/`
   * on that tab, through the 'activeTab' the dashboard applies once on load.
   */
  onSelect?: (tab: InPlaceTab) => void;
}

const BADGE_DESCRIPTIONS = {
  matchRequests: (count: number) =>
    `${count} pending match ${count === 1 ? 'request' : 'requests'}`,
  unreadMessages: (count: number) => `${count} unread ${count === 1 ? 'message' : 'messages'}`,
} as const;

const itemClass =
  'relative flex min-h-14 w-full flex-col items-center justify-center gap-0.5 rounded-2xl px-1 ' +
  'text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-gold-200';

const itemStateClass = (active: boolean) =>
  active ? 'bg-night-800 text-gold-300' : 'text-haze hover:text-star';

function TabContent({ item, count }: { item: NavTabDefinition; count: number }) {
  return (
    <>
      {/* The badge starts at the icon's right edge, growing away from it ('9+' too). */}
      <span className="relative">
        <NavIcon tab={item.tab} />
        {count > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-2 left-[calc(100%-0.25rem)] flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-rose-700 px-1 text-[0.65rem] leading-none font-bold text-white ring-2 ring-night-950"
          >
            {badgeText(count)}
          </span>
        )}
      </span>
      {item.label}
      {count > 0 && item.badge && (
        <span className="sr-only">, {BADGE_DESCRIPTIONS[item.badge](count)}</span>
      )}
    </>
  );
}

/**
 * The five tabs, on every members' screen but the chat: explore and profile switch in place at
 * `/`, the others open their page. It polls its own badge counts, so a new count redraws the
 * navigation, not the screen.
 */
export function BottomNav({ activeTab, onSelect }: BottomNavProps) {
  const counts = useNavCounts();
  const ref = useStickyInset<HTMLElement>('bottom');
  return (
    <nav
      ref={ref}
      aria-label="Main"
      className="fixed right-0 bottom-0 left-[var(--sticky-left-inset,0px)] z-20 border-t border-night-700 bg-night-950/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto grid max-w-lg grid-cols-5 gap-1 px-2 py-1.5">
        {NAV_TABS.map((item) => {
          const count = item.badge ? counts[item.badge] : 0;
          const active = item.tab === activeTab;
          const { target } = item;
          if (target.kind === 'in-place' && onSelect) {
            return (
              <li key={item.tab}>
                <button
                  type="button"
                  aria-current={active ? 'page' : undefined}
                  onClick={() => onSelect(target.tab)}
                  className={cn(itemClass, itemStateClass(active))}
                >
                  <TabContent item={item} count={count} />
                </button>
              </li>
            );
          }
          const to = target.kind === 'page' ? target.to : paths.home;
          const openTab =
            target.kind === 'in-place'
              ? () => localStorage.setItem(STORAGE_KEYS.activeTab, target.tab)
              : undefined;
          return (
            <li key={item.tab}>
              <Link
                to={to}
                onClick={openTab}
                aria-current={active ? 'page' : undefined}
                className={cn(itemClass, itemStateClass(active))}
              >
                <TabContent item={item} count={count} />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
