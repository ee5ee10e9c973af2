import type { Locator } from 'playwright-core';

/**
 * The error message a form control is described by (aria-describedby), as a screen reader reads
 * it: decoration hidden from assistive technology left out. Null when the control has none, so
 * a message that shows but is not tied to its field does not count.
 */
export function fieldErrorOf(control: Locator): Promise<string | null> {
  return control.evaluate((element) => {
    const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/);
    const errorId = ids.find((id) => id.endsWith('-error'));
    const message = errorId ? document.getElementById(errorId) : null;
    if (!message) return null;
    const copy = message.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => {
      hidden.remove();
    });
    return (copy.textContent ?? '').trim();
  });
}
