import type { Page } from 'playwright-core';

// WCAG 2.2 SC 2.4.11 (Focus Not Obscured) as a browser test: a control brought into view must
// not sit under the sticky header or a bar stuck to the bottom. "Covered" is judged as a tap
// would be: by what `elementFromPoint` finds at the centre of what the person sees of it (the
// label of a visually hidden radio or file input).

const CONTROLS =
  'main input, main textarea, main select, main button, main a[href], main [tabindex]:not([tabindex="-1"])';

type CoverCheck = (element: Element) => string | null;
declare global {
  interface Window {
    coveredControl?: CoverCheck;
  }
}

/** Puts the check into the page as `window.coveredControl`. */
function installCheck(page: Page): Promise<void> {
  return page.evaluate(() => {
    window.coveredControl = (element) => {
      const own = element.getBoundingClientRect();
      const label = element.closest('label');
      const shown = own.width <= 1 || own.height <= 1 ? (label ?? element) : element;
      const box = shown.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      if (hit && (shown === hit || shown.contains(hit) || element.contains(hit))) return null;
      const name =
        element.getAttribute('aria-label') ??
        (label?.textContent || element.textContent || element.getAttribute('name') || '').trim();
      const where = hit?.closest('header')
        ? 'the header'
        : (hit?.tagName.toLowerCase() ?? 'nothing');
      return `${element.tagName.toLowerCase()} "${name}" at y=${Math.round(box.y)} is under ${where}`;
    };
  });
}

/**
 * Scrolls each control of the page's main content into view, aligned to the top and then to the
 * bottom of the viewport as `scrollIntoView` does, and lists those then covered.
 */
export async function controlsCoveredWhenScrolledTo(page: Page): Promise<string[]> {
  await installCheck(page);
  return page.evaluate((selector) => {
    const problems: string[] = [];
    for (const element of Array.from(document.querySelectorAll(selector))) {
      for (const block of ['start', 'end'] as const) {
        element.scrollIntoView({ block });
        const problem = window.coveredControl?.(element);
        if (problem) problems.push(`${problem} (scrollIntoView, ${block})`);
      }
    }
    return problems;
  }, CONTROLS);
}

/**
 * Presses Tab from the top of the page until focus leaves the main content, and lists each
 * control that was covered when it took focus. Leaves focus where the last Tab put it.
 */
export async function controlsCoveredWhenTabbedTo(page: Page, maxPresses = 60): Promise<string[]> {
  await installCheck(page);
  // Tab goes on from where focus last was: start it from a stop placed before everything else.
  await page.evaluate(() => {
    const start = document.createElement('span');
    start.id = 'tab-start';
    start.tabIndex = -1;
    document.body.prepend(start);
    start.focus();
    window.scrollTo(0, 0);
  });
  const problems: string[] = [];
  let reachedMain = false;
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    const { inMain, problem } = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element?.closest('main')) return { inMain: false, problem: null };
      return { inMain: true, problem: window.coveredControl?.(element) ?? null };
    });
    if (inMain) reachedMain = true;
    else if (reachedMain) break;
    if (problem) problems.push(`${problem} (Tab)`);
  }
  await page.evaluate(() => document.getElementById('tab-start')?.remove());
  if (!reachedMain) problems.push(`Tab never reached the main content in ${maxPresses} presses`);
  return problems;
}
