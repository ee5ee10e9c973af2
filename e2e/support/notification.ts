import type { Locator, Page } from 'playwright-core';

/**
 * The toast with this exact title, looked for inside the notifications region: Radix also copies
 * each toast's text into a hidden live region for screen readers, which must not count.
 */
export function notificationTitled(page: Page, title: string): Locator {
  return page
    .getByRole('region', { name: /^Notifications/ })
    .locator('li')
    .filter({ has: page.getByText(title, { exact: true }) });
}

/** Waits until the toast with exactly this title (and this description, if given) shows. */
export async function waitForNotification(
  page: Page,
  title: string,
  description?: string,
): Promise<void> {
  const toast = notificationTitled(page, title);
  await toast.waitFor();
  if (description !== undefined) await toast.getByText(description, { exact: true }).waitFor();
}

/** Closes the toast, so it does not cover the screen a test photographs next. */
export async function dismissNotification(page: Page, title: string): Promise<void> {
  const toast = notificationTitled(page, title);
  await toast.getByRole('button', { name: 'Close notification' }).click();
  await toast.waitFor({ state: 'detached' });
}
