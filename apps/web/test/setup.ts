import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { removeAllToasts } from '../src/components/ui/toast-store';

// jsdom has no layout; ScrollRestoration's calls would only print "Not implemented".
window.scrollTo = () => {};
// Nor pointer capture, which Radix's swipe-to-dismiss uses when a toast is tapped.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  // The toast store outlives a rendered app; one test's toast must not leak into the next.
  removeAllToasts();
  localStorage.clear();
  sessionStorage.clear();
});
