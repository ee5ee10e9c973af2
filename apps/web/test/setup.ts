import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { removeAllToasts } from '@/components/ui/toast-store';
import { resetApiReachability } from '@/lib/api-reachability';

// The first visit to a screen compiles its lazy chunk, which can take several seconds when every
// test file runs at once on a busy machine. A ceiling only: a wait ends as soon as its element shows.
configure({ asyncUtilTimeout: 10_000 });

// The app loads some code only when the person acts: the toaster's with the first toast or key
// press (lazy-toaster.tsx), the waitlist form's check with the first focus, the contracts with
// the first call that needs one. Loaded here once, each of those imports settles within the few
// rounds tests with faked timeouts let pass, as it would in a browser that had the chunk by then.
// (The sign-in form's check imports what login.test.tsx mocks, so that file loads it itself.)
await Promise.all([
  import('@/components/ui/toaster'),
  import('@/features/waitlist/components/waitlist-submit'),
  import('@starmatch/contracts/api-routes-accounts'),
  import('@starmatch/contracts/api-routes-waitlist'),
]);

// jsdom has no layout; ScrollRestoration's calls would only print "Not implemented".
window.scrollTo = () => {};
// Nor pointer capture, which Radix's swipe-to-dismiss uses when a toast is tapped.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
// Nor object URLs, which the photo previews of profile setup are made of.
let objectUrls = 0;
URL.createObjectURL ??= () => {
  objectUrls += 1;
  return `blob:http://localhost/preview-${objectUrls}`;
};
URL.revokeObjectURL ??= () => {};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  // The toast store outlives a rendered app; one test's toast must not leak into the next.
  removeAllToasts();
  // Each test is a fresh page load, which has not yet reached the API (or failed to).
  resetApiReachability();
  localStorage.clear();
  sessionStorage.clear();
});
