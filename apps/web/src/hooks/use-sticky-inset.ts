import { useLayoutEffect, useRef } from 'react';

/** The CSS variables styles.css turns into the page's scroll padding. */
export const STICKY_INSET_VARIABLES = {
  top: '--sticky-top-inset',
  bottom: '--sticky-bottom-inset',
  /** The conversations pane of a wide screen: the page and its bottom bar start right of it. */
  left: '--sticky-left-inset',
} as const;

/**
 * Publishes the height of a bar stuck to the top or bottom of the viewport (the width of one
 * stuck to the left) as a CSS variable on
 * <html>, kept in step as it resizes (text zoom, a wrapped title). styles.css makes it the
 * scroll padding, so whatever is focused or scrolled into view (keyboard, screen reader,
 * `scrollIntoView`, a hash link) stops clear of the bar instead of under it (WCAG 2.2 SC 2.4.11).
 */
export function useStickyInset<T extends HTMLElement>(edge: keyof typeof STICKY_INSET_VARIABLES) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const variable = STICKY_INSET_VARIABLES[edge];
    const publish = () => {
      const box = element.getBoundingClientRect();
      root.style.setProperty(variable, `${edge === 'left' ? box.width : box.height}px`);
    };
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(variable);
    };
  }, [edge]);
  return ref;
}
