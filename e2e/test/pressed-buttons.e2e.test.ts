import { describe, it } from 'vitest';
import { appAndBrowser } from '../support/app-and-browser.js';
import { newPerson } from '../support/browser.js';

const app = appAndBrowser();

/** Computed `scale` of a pressed button (Tailwind's scale utilities set `scale`, not `transform`). */
const PRESSED = '0.97';

describe('buttons under the finger', () => {
  it('give a little while pressed, and stay still under reduced motion', async () => {
    const visitor = await newPerson(app.browser, app.server.origin);
    const { page } = visitor;
    await page.goto('/login');
    const signIn = page.getByRole('button', { name: 'Sign In', exact: true });
    const box = await signIn.boundingBox();
    if (!box) throw new Error('the Sign In button has no box');
    const scale = () => signIn.evaluate((button) => getComputedStyle(button).scale);

    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    const button = await signIn.elementHandle();
    await page.waitForFunction(
      ([element, pressed]) => element !== null && getComputedStyle(element).scale === pressed,
      [button, PRESSED] as const,
      { timeout: 5_000 },
    );
    await page.mouse.up();
    await page.waitForFunction(
      (element) => element !== null && getComputedStyle(element).scale === 'none',
      button,
      { timeout: 5_000 },
    );

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.mouse.down();
    // Two frames: long enough for :active to apply, as it did above within one.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const stillness = await scale();
    await page.mouse.up();
    if (stillness !== 'none') throw new Error(`pressed under reduced motion: ${stillness}`);
    await visitor.context.close();
  });
});
