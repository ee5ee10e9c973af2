import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, networkFailure, stubApi } from './api-stub';
import { renderApp } from './render-app';
import { expectToast } from './toasts';

describe('the offline screen', () => {
  it("shows 'You're offline' when the page load's first read cannot reach the API", async () => {
    localStorage.setItem('sessionToken', 'tok-1');
    stubApi({ 'GET /api/auth/user': () => networkFailure() });
    renderApp('/matches');

    expect(await screen.findByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    expect(screen.getByText("Starmatch will be back when you're connected again.")).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('leaves an error answer to the screen: the API was reached', async () => {
    stubApi({ 'GET /api/app-config': errorResponse(503, 'Down for maintenance') });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome to Starmatch' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: "You're offline" })).toBeNull();
  });

  it('leaves a write that cannot be sent to its form', async () => {
    stubApi({ 'POST /api/login': () => networkFailure() });
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'aroha@example.nz');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await expectToast('Login Failed', 'Invalid email or password.');
    expect(screen.queryByRole('heading', { name: "You're offline" })).toBeNull();
  });
});
