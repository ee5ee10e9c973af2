import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupApi } from './profile-setup-helpers';
import { renderApp } from './render-app';

const inset = (edge: 'top' | 'bottom') =>
  document.documentElement.style.getPropertyValue(`--sticky-${edge}-inset`);

// jsdom has no layout: each bar reports the height it has at a phone size in Chromium.
const HEIGHTS: Record<string, number> = { HEADER: 61, DIV: 92 };

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    return new DOMRect(0, 0, 390, HEIGHTS[this.tagName] ?? 0);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the bars stuck to the viewport', () => {
  it("publish their heights for the page's scroll padding while shown, and take them back after", async () => {
    setupApi();
    const { router } = renderApp('/profile-setup');
    await screen.findByRole('heading', { level: 1, name: 'Complete your profile' });
    expect(inset('top')).toBe('61px');
    // The Save Profile bar at the bottom of the form.
    expect(inset('bottom')).toBe('92px');

    await router.navigate('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Starmatch terms and policies' });
    expect(inset('top')).toBe('');
    expect(inset('bottom')).toBe('');
  });
});
