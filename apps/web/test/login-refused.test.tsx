import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, stubApi } from './api-stub';
import { jsonResponse, renderApp } from './render-app';

// A suspended or banned account's sign-in refusal (to someone who gave its password) says how to
// appeal: the message the API sent, unchanged, and a link to the appeal page with its token.

vi.mock('@/lib/browser-location', () => ({ reloadTo: vi.fn() }));

async function signIn() {
  const view = renderApp('/login');
  await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
  await import('@/features/auth/components/login-submit');
  await view.user.type(screen.getByLabelText('Email'), 'ana@example.nz');
  await view.user.type(screen.getByLabelText('Password'), 'correct horse battery');
  await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
  return view;
}

describe('a refused sign-in', () => {
  it('shows the ban under the form with a link to ask for a second look', async () => {
    stubApi({
      'POST /api/login': jsonResponse(
        { message: API_MESSAGES.accountBanned, code: 'FORBIDDEN', appealToken: 'tok.en-1' },
        { status: 403 },
      ),
      'GET /api/appeals/tok.en-1': jsonResponse({ sanction: 'ban', until: null, appeal: null }),
    });
    const { user, router } = await signIn();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(API_MESSAGES.accountBanned);
    const link = screen.getByRole('link', { name: 'Ask for a second look' });
    expect(link).toHaveAttribute('href', '/appeal?token=tok.en-1');

    await user.click(link);
    expect(await screen.findByText('Your account was closed.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/appeal');
  });

  it('shows a refusal without a token as before, as a toast with no link', async () => {
    stubApi({
      'POST /api/login': errorResponse(403, API_MESSAGES.accountBanned, 'FORBIDDEN'),
    });
    await signIn();
    expect(await screen.findByText(API_MESSAGES.accountBanned)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Ask for a second look' })).toBeNull();
  });
});
