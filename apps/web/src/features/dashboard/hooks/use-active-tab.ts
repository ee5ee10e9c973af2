import { STORAGE_KEYS } from '@starmatch/contracts/constants';
import { useEffect, useState } from 'react';
import type { InPlaceTab } from '../dashboard-tabs';

function storedTab(): InPlaceTab | null {
  const stored = localStorage.getItem(STORAGE_KEYS.activeTab);
  return stored === 'explore' || stored === 'profile' ? stored : null;
}

/**
 * The tab showing at `/`. Another screen can ask for a tab by storing its
 * name under 'activeTab' (e.g. "Start Exploring" on the matches screen); it is
 * applied once, when the dashboard opens, and removed. Only the tabs that
 * switch in place can be applied; the others are pages of their own.
 */
export function useActiveTab() {
  const [tab, setTab] = useState<InPlaceTab>(() => storedTab() ?? 'explore');
  useEffect(() => {
    localStorage.removeItem(STORAGE_KEYS.activeTab);
  }, []);
  return [tab, setTab] as const;
}
