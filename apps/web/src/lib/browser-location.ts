/**
 * Loads `path` as a fresh page. Used where docs/PRODUCT.md asks for a reload (after
 * sign-in) so every cache and subscription starts from the new session.
 */
export function reloadTo(path: string): void {
  window.location.assign(path);
}

/** Reloads the current page, e.g. the matches screen's Retry after a failed load. */
export function reloadPage(): void {
  window.location.reload();
}
