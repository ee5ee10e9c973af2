import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, networkFailure, sentBodies, stubApi } from './api-stub';
import { jsonResponse, renderApp } from './render-app';
import { expectToast } from './toasts';

type User = ReturnType<typeof renderApp>['user'];

const ACCEPTED = 'Account created. Check your email for a 6-character verification code.';

async function openSignup() {
  const view = renderApp('/signup');
  await screen.findByRole('heading', { level: 1, name: 'Create your account' });
  return view;
}

interface SignupInput {
  fullName?: string;
  dateOfBirth?: string;
  email?: string;
  gender?: 'Female' | 'Male';
  password?: string;
}

const VALID: Required<SignupInput> = {
  fullName: 'Ana Tui',
  dateOfBirth: '19041995',
  email: 'ana@example.nz',
  gender: 'Female',
  password: 'stargazer8',
};

async function fillIn(user: User, input: SignupInput) {
  if (input.fullName) await user.type(screen.getByLabelText('Full name'), input.fullName);
  if (input.dateOfBirth) await user.type(screen.getByLabelText('Date of birth'), input.dateOfBirth);
  if (input.email) await user.type(screen.getByLabelText('Email'), input.email);
  if (input.gender) await user.click(screen.getByRole('radio', { name: input.gender }));
  if (input.password) await user.type(screen.getByLabelText('Password'), input.password);
}

function submit(user: User) {
  return user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('signup', () => {
  it('shows every validation message next to its field and sends nothing', async () => {
    const fetchMock = stubApi({});
    const { user } = await openSignup();
    await fillIn(user, { fullName: 'A', dateOfBirth: '1904', email: 'ana@', password: 'short' });
    await submit(user);

    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription(
      'Full name must be at least 2 characters',
    );
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription(
      'Day, month and year, e.g. 19/04/1995 Date must be in dd/mm/yyyy format',
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(screen.getByRole('group', { name: 'Gender' })).toHaveAccessibleDescription(
      'Please select your gender',
    );
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 8 characters Password must be at least 8 characters',
    );
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a day that does not exist and an under-18 date of birth', async () => {
    const fetchMock = stubApi({});
    const { user } = await openSignup();
    await fillIn(user, { ...VALID, dateOfBirth: '31022001' });
    await submit(user);
    const field = screen.getByLabelText('Date of birth');
    expect(field).toHaveAccessibleDescription(
      'Day, month and year, e.g. 19/04/1995 Please enter a real date',
    );
    expect(field).toHaveFocus();

    // 2001 is not a leap year.
    await user.clear(field);
    await user.type(field, '29022001');
    await submit(user);
    expect(screen.getByText('Please enter a real date')).toBeVisible();

    await user.clear(field);
    const tenYearsAgo = new Date().getFullYear() - 10;
    await user.type(field, `0101${tenYearsAgo}`);
    await submit(user);
    expect(screen.getByText('You must be 18 or older to join')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('types the date as dd/mm/yyyy and stops at 10 characters', async () => {
    stubApi({});
    const { user } = await openSignup();
    const field = screen.getByLabelText('Date of birth');
    expect(field).toHaveAttribute('maxlength', '10');
    expect(field).toHaveAttribute('inputmode', 'numeric');

    await user.type(field, '1904');
    expect(field).toHaveValue('19/04');
    await user.type(field, '1995');
    expect(field).toHaveValue('19/04/1995');
    await user.type(field, '7');
    expect(field).toHaveValue('19/04/1995');
  });

  it('sends the account with the date of birth at UTC midnight, then goes to /login with the email filled in', async () => {
    const fetchMock = stubApi({
      'POST /api/signup': jsonResponse({ message: ACCEPTED }, { status: 201 }),
    });
    const { user, router } = await openSignup();
    await fillIn(user, VALID);
    await submit(user);

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    // The email is filled in from history state, never put in the URL.
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.nz');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(router.state.location.search).toBe('');
    expect(router.state.location.state).toEqual({ email: 'ana@example.nz' });
    expect(sentBodies(fetchMock, 'POST /api/signup')).toEqual([
      {
        fullName: 'Ana Tui',
        dateOfBirth: '1995-04-19T00:00:00.000Z',
        email: 'ana@example.nz',
        gender: 'Female',
        password: 'stargazer8',
      },
    ]);
    const toast = await expectToast('Check your email', ACCEPTED);

    await user.click(within(toast).getByRole('button', { name: 'Enter code' }));
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/verify-email');
    expect(router.state.location.search).toBe('?email=ana%40example.nz');
  });

  it("shows 'Signup failed' with the server's message and stays on the form", async () => {
    stubApi({ 'POST /api/signup': errorResponse(400, 'You must be 18 or older to join') });
    const { user, router } = await openSignup();
    await fillIn(user, VALID);
    await submit(user);

    await expectToast('Signup failed', 'You must be 18 or older to join');
    expect(router.state.location.pathname).toBe('/signup');
    expect(screen.getByLabelText('Full name')).toHaveValue('Ana Tui');
  });

  it('falls back to a generic message when the request fails without one', async () => {
    stubApi({ 'POST /api/signup': () => networkFailure() });
    const { user } = await openSignup();
    await fillIn(user, VALID);
    await submit(user);
    await expectToast('Signup failed', 'Something went wrong. Please try again.');
  });

  it('links to sign-in and to the terms', async () => {
    stubApi({});
    await openSignup();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByText(/By creating an account you agree to the/)).toBeVisible();
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Full name')).toHaveAttribute('autocomplete', 'name');
  });
});
