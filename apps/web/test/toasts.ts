import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

const REGION = { name: 'Notifications (F8)' } as const;

function toastRegion() {
  return screen.getByRole('region', REGION);
}

function checkToast(heading: HTMLElement, title: string, description: string | undefined) {
  const item = heading.closest('li');
  if (!item) throw new Error(`Toast '${title}' is not inside a toast item`);
  if (description !== undefined) expect(within(item).getByText(description)).toBeVisible();
  return item;
}

/** Waits for the (single) toast and checks its title and description. */
export async function expectToast(title: string, description?: string) {
  // The toaster's code loads with the first toast (lazy-toaster.tsx), so its region may come later.
  const region = await screen.findByRole('region', REGION);
  return checkToast(await within(region).findByText(title), title, description);
}

/**
 * The same check without waiting: Testing Library's waiting needs real
 * timeouts, so tests with faked ones settle() first and then look.
 */
export function expectToastNow(title: string, description?: string) {
  return checkToast(within(toastRegion()).getByText(title), title, description);
}
