import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadTo } from '@/lib/browser-location';
import { errorResponse, networkFailure, requestKeys, sentBodies, stubApi } from './api-stub';
import { dashboardApi } from './dashboard-api';
import { advance, fakeTimeouts, settle } from './fake-time';
import { jsonResponse, renderApp } from './render-app';
import { expectToast } from './toasts';

// jsdom cannot load a new page; the reload is the browser boundary, so it is observed here.
vi.mock('@/lib/browser-location', () => ({ reloadTo: vi.fn() }));

beforeEach(() => {
  vi.mocked(reloadTo).mockClear();
});

async function openLogin() {
  const view = renderApp('/login');
  await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
  // The form's check loads on first focus (login-form.tsx); a browser has it by the time someone
  // has typed. Loaded here, after this file's mock of the reload, tests need not wait for it.
  await import('@/features/auth/components/login-submit');
  return view;
}

async function fillIn(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
}

describe('login', () => {
  it('shows both validation messages inline and sends nothing', async () => {
    const fetchMock = stubApi({});
    const { user } = await openLogin();
    await fillIn(user, 'ana@', '');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(password).toHaveAccessibleDescription('Password is required');
    expect(email).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(email, 'example.nz');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(screen.getByText('Password is required')).toBeVisible();
  });

  it('starts with the email it was handed in history state, and ignores any other state', async () => {
    stubApi({});
    renderApp('/login', { state: { email: 'ana@example.nz' } });
    expect(await screen.findByLabelText('Email')).toHaveValue('ana@example.nz');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    cleanup();

    renderApp('/login', { state: { email: 42 } });
    expect(await screen.findByLabelText('Email')).toHaveValue('');
  });

  it('stores the token and reloads to / after 0.5 s, not before', async () => {
    const fetchMock = stubApi({ 'POST /api/login': jsonResponse({ sessionToken: 'tok-new' }) });
    const { user } = await openLogin();
    await fillIn(user, 'Ana@Example.nz ', 'correct horse');

    fakeTimeouts();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await settle();

    expect(sentBodies(fetchMock, 'POST /api/login')).toEqual([
      { email: 'ana@example.nz', password: 'correct horse' },
    ]);
    expect(localStorage.getItem('sessionToken')).toBe('tok-new');
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    await advance(499);
    expect(reloadTo).not.toHaveBeenCalled();
    await advance(1);
    expect(reloadTo).toHaveBeenCalledExactlyOnceWith('/');
  });

  it('sends an unverified email to /verify-email with the address', async () => {
    stubApi({
      'POST /api/login': errorResponse(
        403,
        'Please verify your email before signing in. We sent you a code.',
        'EMAIL_NOT_VERIFIED',
      ),
    });
    const { user, router } = await openLogin();
    await fillIn(user, 'ana@example.nz', 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/verify-email');
    expect(new URLSearchParams(router.state.location.search).get('email')).toBe('ana@example.nz');
    await expectToast(
      'Verify your email',
      'Please verify your email before signing in. We sent you a code.',
    );
    expect(localStorage.getItem('sessionToken')).toBeNull();
  });

  it("shows 'Login Failed' with the server's message", async () => {
    stubApi({
      'POST /api/login': errorResponse(401, 'Invalid email or password.', 'INVALID_CREDENTIALS'),
    });
    const { user, router } = await openLogin();
    await fillIn(user, 'ana@example.nz', 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await expectToast('Login Failed', 'Invalid email or password.');
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('shows the rate-limit text the server sends', async () => {
    stubApi({
      'POST /api/login': errorResponse(429, 'Too many attempts. Please try again in 5 minutes.'),
    });
    const { user } = await openLogin();
    await fillIn(user, 'ana@example.nz', 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectToast('Login Failed', 'Too many attempts. Please try again in 5 minutes.');
  });

  it("falls back to 'Invalid email or password.' without a server message", async () => {
    stubFetchOffline();
    const { user } = await openLogin();
    await fillIn(user, 'ana@example.nz', 'whatever');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectToast('Login Failed', 'Invalid email or password.');
  });

  it('toggles the password between hidden and shown', async () => {
    stubApi({});
    const { user } = await openLogin();
    const password = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('links to forgot-password, sign-up and verification', async () => {
    stubApi({});
    await openLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.getByRole('link', { name: 'Verify your email' })).toHaveAttribute(
      'href',
      '/verify-email',
    );
  });

  it('sends an already signed-in visitor to /', async () => {
    const fetchMock = dashboardApi();
    const { router } = renderApp('/login');

    expect(await screen.findByRole('heading', { name: 'Discover' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Welcome back' })).toBeNull();
    await waitFor(() => expect(requestKeys(fetchMock)).toContain('GET /api/auth/user'));
    expect(requestKeys(fetchMock)).not.toContain('POST /api/login');
  });
});

function stubFetchOffline() {
  return stubApi({ 'POST /api/login': () => networkFailure() });
}
