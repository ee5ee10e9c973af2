import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from './api-stub';
import { USER } from './fixtures';
import { jsonResponse, renderApp } from './render-app';

describe('/safety', () => {
  it('gives New Zealand dating safety advice to anyone, signed out', async () => {
    const fetchMock = stubApi({});
    renderApp('/safety');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dating safely' })).toBeVisible();
    const emergency = screen.getByRole('complementary', { name: 'Emergency' });
    expect(emergency).toHaveTextContent(
      'If you’re in danger right now, call 111 and ask for Police.',
    );
    expect(within(emergency).getByRole('link', { name: '111' })).toHaveAttribute('href', 'tel:111');

    for (const tip of [
      /Meet in a public place/,
      /Tell a friend or whānau where you’re going, who you’re meeting/,
      /Arrange your own transport/,
      /Never send money or share financial details/,
      /Video-chat first/,
      /Trust your instincts\. If something doesn’t feel right, it’s OK to leave\./,
    ]) {
      expect(screen.getByText(tip)).toBeVisible();
    }

    const help = screen.getByRole('heading', { level: 2, name: 'Where to get help' }).parentElement;
    if (!help) throw new Error('No help section');
    for (const [number, tel] of [
      ['105', 'tel:105'],
      ['0508 638 723', 'tel:0508638723'],
      ['0800 044 334', 'tel:0800044334'],
      ['0800 733 843', 'tel:0800733843'],
      ['1737', 'tel:1737'],
    ]) {
      expect(within(help).getByRole('link', { name: number })).toHaveAttribute('href', tel);
    }
    expect(within(help).getByRole('link', { name: 'netsafe.org.nz' })).toHaveAttribute(
      'href',
      'https://netsafe.org.nz',
    );

    expect(
      screen.getByRole('heading', { level: 2, name: 'Blocking and reporting on Starmatch' }),
    ).toBeVisible();
    expect(screen.getByText(/What the other person sees: nothing\./)).toBeVisible();
    expect(screen.getByText(/our team reviews every report/)).toBeVisible();
    // Public: it asks the server nothing, not even who is signed in.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('works signed in too', async () => {
    localStorage.setItem('sessionToken', 'tok-1');
    stubApi({ 'GET /api/auth/user': jsonResponse(USER) });
    renderApp('/safety');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dating safely' })).toBeVisible();
  });

  it('is linked from the welcome page', async () => {
    stubApi({ 'GET /api/app-config': jsonResponse({ launchMode: 'open' }) });
    const { user, router } = renderApp('/welcome');
    await user.click(await screen.findByRole('link', { name: 'Dating safety advice' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/safety'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dating safely' })).toBeVisible();
  });
});
