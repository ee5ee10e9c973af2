import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from './api-stub';
import { renderApp } from './render-app';

describe('404 page', () => {
  it('shows for an unknown path with a link home', async () => {
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(
      screen.getByText(
        'This corner of the sky is empty. The link may be mistyped, or the page may have moved.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('takes the person home from the link', async () => {
    // The landing asks for the launch mode; unanswered (a 404), it shows the welcome page. A
    // fetch that cannot be sent at all would be a page load offline (app/offline-gate.tsx).
    stubApi({});
    const { user, router } = renderApp('/definitely-missing');

    await user.click(await screen.findByRole('link', { name: 'Back to home' }));

    expect(await screen.findByRole('heading', { name: 'Welcome to Starmatch' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('covers paths near real ones', async () => {
    renderApp('/login/extra');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
