import { STORAGE_KEYS } from '@starmatch/contracts/constants';
import type { Settings } from '@starmatch/contracts/settings';

/**
 * docs/PRODUCT.md "Session" keeps the preferences under 'userPreferences' as well. The
 * server stays the source of truth; this copy is what sign-out clears.
 */
export function storePreferences(settings: Settings): void {
  localStorage.setItem(STORAGE_KEYS.userPreferences, JSON.stringify(settings));
}
