import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

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

/**
 * A bubble sits at the right (mine) or the left (theirs) of the list, with its time: under it
 * when it ends a run by its sender, otherwise for screen readers only.
 */
export async function expectBubble(
  page: Page,
  text: string,
  side: 'right' | 'left',
  speaker: string,
  time: 'shown' | 'for screen readers',
) {
  const message = messageWith(page, text);
  const list = await page.getByRole('list', { name: 'Messages' }).boundingBox();
  const box = await message.locator('[data-bubble]').boundingBox();
  if (!list || !box) throw new Error(`no box for "${text}"`);
  const gap = side === 'right' ? list.x + list.width - (box.x + box.width) : box.x - list.x;
  expect(gap).toBeLessThan(2);
  expect(await message.locator('[data-bubble] > .sr-only').first().textContent()).toBe(
    `${speaker}:`,
  );
  const stamp = message.locator('time');
  expect(await stamp.evaluate((element) => element.classList.contains('sr-only'))).toBe(
    time === 'for screen readers',
  );
  await expectTime(stamp);
}

async function expectTime(time: Locator) {
  const sentAt = Date.parse((await time.getAttribute('datetime')) ?? '');
  expect(Math.abs(Date.now() - sentAt)).toBeLessThan(120_000);
  expect(await time.textContent()).toMatch(/^\d{1,2}:\d{2}\s?[ap]m$/i);
}
