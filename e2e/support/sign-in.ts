import type { Page } from 'playwright-core';
import { tabTo } from './keyboard.js';

export const SESSION_TOKEN_KEY = 'sessionToken';

/** Fills the sign-in form at /login and presses Sign In, as most people would. */
export async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The same with the keyboard only: Tab to each field, type, and Enter to submit. */
export async function signInByKeyboard(page: Page, email: string, password: string): Promise<void> {
  await tabTo(page, page.getByLabel('Email', { exact: true }));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Password', { exact: true }), 1);
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

/** Starts a browser already signed in with a token from the API, as a returning visitor is. */
export async function useSessionToken(page: Page, token: string): Promise<void> {
  // Any page of the app gives the origin's storage; the terms page asks the API for nothing.
  await page.goto('/terms');
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: SESSION_TOKEN_KEY,
    value: token,
  });
}

export function storedSessionToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), SESSION_TOKEN_KEY);
}
