/**
 * Whether the person asked for less motion; true too where the browser cannot say (no
 * matchMedia), so that nothing moves that was not known to be welcome.
 */
export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia !== 'function' ||
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
