import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { SignedInOnly } from '@/features/auth/components/signed-in-only';
import { USER } from './fixtures';
import { jsonResponse, renderApp, stubFetch } from './render-app';

// A members-only route like settings, matches and chat.
const membersRoute = {
  path: 'members',
  element: (
    <SignedInOnly>
      <h1>Members area</h1>
      <SignOutButton />
    </SignedInOnly>
  ),
};

describe('SignInGate', () => {
  it('stands in for a signed-in-only route when signed out', async () => {
    const fetchMock = stubFetch(async () => jsonResponse({}));
    renderApp('/members', { extraRoutes: [membersRoute] });

    expect(await screen.findByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Members area' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Create Your Profile' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lets a signed-in person through, and signing out there lands on / (replacing history)', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    localStorage.setItem('sessionToken', 'tok-1');
    stubFetch(async (url) =>
      url === '/api/auth/logout' ? jsonResponse({ message: 'Logged out' }) : jsonResponse(USER),
    );
    const { user, router } = renderApp('/members', { extraRoutes: [membersRoute] });

    expect(await screen.findByRole('heading', { name: 'Members area' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByRole('heading', { name: 'Welcome to Starmatch' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
