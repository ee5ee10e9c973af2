import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app';

describe('Terms page', () => {
  it('has the three documents as section headings', async () => {
    renderApp('/terms');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Starmatch terms and policies' }),
    ).toBeVisible();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual(['Terms of Service', 'Community Standards', 'Privacy Policy']);
  });

  it('states the effective date, New Zealand law and the adult audience', async () => {
    renderApp('/terms');
    await screen.findByRole('heading', { level: 1 });

    expect(
      screen.getByText(
        'Effective June 2025. Governed by the laws of New Zealand. Starmatch is for adults aged 18 and over.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        'These terms are governed by the laws of New Zealand, and the courts of New Zealand have jurisdiction over any dispute about them.',
      ),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 3, name: '2. Who can use Starmatch' }),
    ).toBeVisible();
    expect(screen.getByText('18 years of age or older')).toBeVisible();
  });

  it('names the Privacy Act 2020 in the privacy policy', async () => {
    renderApp('/terms');
    expect(
      await screen.findByText(
        /handles your personal information in line with the Privacy Act 2020/,
      ),
    ).toBeVisible();
  });

  it('links each section from the contents and back home', async () => {
    renderApp('/terms');
    const nav = await screen.findByRole('navigation', { name: 'On this page' });
    const links = Array.from(nav.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/terms#terms-of-service',
      '/terms#community-standards',
      '/terms#privacy-policy',
    ]);
    expect(screen.getByRole('link', { name: /Back to Starmatch/ })).toHaveAttribute('href', '/');
  });
});
