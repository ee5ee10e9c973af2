import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, stubFetch } from './render-app';

async function expectWelcomePage() {
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Starmatch' }),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'Create Your Profile' })).toHaveAttribute(
    'href',
    '/signup',
  );
  expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
}

describe('Welcome page', () => {
  it('shows at /welcome with its buttons and their destinations', async () => {
    renderApp('/welcome');
    await expectWelcomePage();
  });

  it('shows the terms and privacy notice linking /terms', async () => {
    renderApp('/welcome');
    await screen.findByRole('heading', { name: 'Welcome to Starmatch' });

    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/terms#privacy-policy',
    );
    expect(screen.getByText(/Starmatch is for adults aged 18 and over\./)).toBeVisible();
  });

  it('lists the three feature blurbs', async () => {
    renderApp('/welcome');
    const list = await screen.findByRole('list', { name: 'Why Starmatch' });
    const headings = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(headings).toEqual(['Zodiac Matching', 'Real-time Chat', 'Safe & Secure']);
  });

  it('is what a signed-out visitor sees at / while the app is open', async () => {
    stubFetch(async () => jsonResponse({ launchMode: 'open' }));
    renderApp('/');
    await expectWelcomePage();
  });
});
