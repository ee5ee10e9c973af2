import type { Locator, Page } from 'playwright-core';

/**
 * Presses Tab (as a keyboard user would) until `target` has focus, and fails if it never gets
 * it: the check that a control is in the tab order at all, and reachable in a few steps.
 */
export async function tabTo(page: Page, target: Locator, maxPresses = 15): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${target} was not reached with ${maxPresses} presses of Tab`);
}

export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}
