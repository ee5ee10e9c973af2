import type { Browser } from 'playwright-core';
import { newPerson, type Person } from './browser.js';
import { useSessionToken } from './sign-in.js';

/** A person in a browser of their own, already signed in with a token from the API. */
export async function signedInPerson(
  browser: Browser,
  origin: string,
  token: string,
): Promise<Person> {
  const person = await newPerson(browser, origin);
  await useSessionToken(person.page, token);
  return person;
}
