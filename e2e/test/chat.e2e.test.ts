import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeProfile, verifiedAccount } from '../support/api-account.js';
import { type AppServer, startAppServer } from '../support/app-server.js';
import { launchChromium, newPerson, type Person } from '../support/browser.js';

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const photo = (colour: string) =>
  sharp({ create: { width: 480, height: 640, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

async function personWithProfile(name: string, gender: 'Female' | 'Male', colour: string) {
  const email = `${name.toLowerCase()}.${Date.now()}@example.nz`;
  const token = await verifiedAccount(server.origin, server.dataDir, {
    email,
    password: 'a-long-chat-password',
    fullName: `${name} Tester`,
    dateOfBirth: gender === 'Female' ? '1995-08-01' : '1993-12-24',
    gender,
  });
  await completeProfile(server.origin, token, {
    bio: `Kia ora, I'm ${name}. Keen on walks along the waterfront and a good flat white.`,
    location: 'Auckland, Auckland',
    photo: await photo(colour),
  });
  const person = await newPerson(browser, server.origin);
  await person.page.goto('/welcome');
  await person.page.evaluate((value) => localStorage.setItem('sessionToken', value), token);
  return person;
}

async function openChatWith(page: Page, name: string) {
  await page.goto('/matches');
  await page.getByRole('heading', { name: 'Your Matches', exact: true }).waitFor();
  await page.getByRole('listitem', { name }).getByRole('button').first().click();
  await page.waitForURL('**/chat');
  await page.getByText('Online').waitFor();
}

describe('matching and chat in two browsers', () => {
  let aroha: Person;
  let nikau: Person;

  it('likes, accepts, chats both ways with typing, and unmatches', async () => {
    aroha = await personWithProfile('Aroha', 'Female', '#db2777');
    nikau = await personWithProfile('Nikau', 'Male', '#0ea5e9');

    // Aroha finds Nikau (the only person she can see) and likes him.
    const a = aroha.page;
    await a.goto('/');
    const nikauCard = a.getByRole('article', { name: /^Nikau, / });
    for (let attempt = 0; attempt < 20 && !(await nikauCard.isVisible()); attempt += 1) {
      await a.waitForTimeout(500);
      const refresh = a.getByRole('button', { name: 'Refresh Matches' });
      if (await refresh.isVisible()) await refresh.click({ timeout: 2_000 }).catch(() => undefined);
    }
    await a.getByRole('button', { name: 'Like', exact: true }).click();
    await a.getByText('Match Request Sent!').first().waitFor();

    // Nikau accepts on his matches screen.
    const n = nikau.page;
    await n.goto('/matches');
    await n.getByText('Pending Requests (1)').waitFor();
    await nikau.screenshot('matches-request');
    await n.getByRole('button', { name: 'Accept' }).click();
    await n.getByRole('listitem', { name: 'Aroha' }).waitFor();
    await nikau.screenshot('matches');

    await openChatWith(n, 'Aroha');
    await openChatWith(a, 'Nikau');

    await a.getByRole('textbox', { name: 'Message' }).pressSequentially('Kia ora Nikau');
    await n.getByText(/^Aroha.* is typing\.\.\.$/).waitFor();
    await a.getByRole('textbox', { name: 'Message' }).press('Enter');
    await n.getByText('Kia ora Nikau').waitFor();
    await n.getByRole('textbox', { name: 'Message' }).fill('Kia ora Aroha! Coffee on Saturday?');
    await n.getByRole('textbox', { name: 'Message' }).press('Enter');
    await a.getByText('Kia ora Aroha! Coffee on Saturday?').waitFor();
    await aroha.screenshot('chat');
    expect(await a.getByText('Kia ora Nikau').count()).toBe(1);
    await a.waitForTimeout(3_500);
    // After polls and socket frames have both delivered it, it still shows once.
    expect(await n.getByText('Kia ora Nikau').count()).toBe(1);

    // Aroha unmatches; Nikau's chat closes and his matches list empties.
    await a.goto('/matches');
    await a.getByRole('button', { name: 'More options for Nikau' }).click();
    await a.getByRole('button', { name: 'Unmatch' }).click();
    await a.getByText(/^Unmatch with Nikau.*\?$/).waitFor();
    await a.getByRole('button', { name: 'Yes, Unmatch' }).click();
    await a.getByText('No matches yet').waitFor();
    await n.waitForURL('**/matches');
    await n.getByText('No matches yet').waitFor();

    expect(aroha.problems).toEqual([]);
    expect(nikau.problems).toEqual([]);
  }, 120_000);
});
