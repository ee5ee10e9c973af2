import { vi } from 'vitest';

/** A screen as wide as `width` to CSS media queries (jsdom has no matchMedia). */
export function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: min !== null && width >= Number(min[1]),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    };
  });
}
