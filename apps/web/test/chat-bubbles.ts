/**
 * What a message row says apart from a day separator above it: speaker, content and time (or
 * its state), so a test of sending reads the same whatever day it runs on.
 */
export function bubbleText(item: HTMLElement): string {
  return [...item.childNodes]
    .filter((node) => !(node instanceof HTMLElement && node.hasAttribute('data-day')))
    .map((node) => node.textContent ?? '')
    .join('');
}
