import type { Locator, Page } from 'playwright-core';

/** Opens the chat from the matches list and waits until its socket is live. */
export async function openChatWith(page: Page, name: string): Promise<void> {
  await page.goto('/matches');
  await page.getByRole('listitem', { name }).getByRole('button').first().click();
  await page.waitForURL('**/chat');
  await page.getByRole('heading', { name, level: 1 }).waitFor();
  await waitForLiveChat(page);
}

/**
 * Waits until the chat's own socket is live: the gateway said 'connected'. The header's line then
 * speaks of the other person ('Online', 'Active 5m ago' or nothing), so it is read from the
 * line's state rather than its words.
 */
export async function waitForLiveChat(page: Page, timeout?: number): Promise<void> {
  await page
    .locator('[data-connection="online"]')
    .waitFor(timeout === undefined ? {} : { timeout });
}

/** The chat header's line under the name: my connection's state, or the other person's presence. */
export function chatStatus(page: Page): Locator {
  return page.locator('[data-connection]');
}

/** Writes a message in the chat's box and sends it with Enter. */
export async function writeMessage(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
}

export function messages(page: Page): Locator {
  return page.getByRole('list', { name: 'Messages' }).getByRole('listitem');
}

export function messageWith(page: Page, text: string): Locator {
  return messages(page).filter({ has: page.getByText(text, { exact: true }) });
}

/** The text of every bubble, top to bottom. */
export function contentsOf(page: Page): Promise<string[]> {
  return messages(page).evaluateAll((items) =>
    items.map((item) => item.querySelector('p')?.textContent ?? ''),
  );
}
