import type { MatchProfile } from '@starmatch/contracts/match-profile';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, requestKeys } from './api-stub';
import { chatApi, openChat } from './chat-api';
import { deferred } from './dashboard-api';
import { explanation } from './fixtures';
import { HEMI } from './matches-fixtures';
import { jsonResponse } from './render-app';

const PROFILE_PATH = `GET /api/matches/${HEMI.id}/profile`;
const PHOTOS = [1, 2].map((n) => `/uploads/profiles/${HEMI.otherUser.id}/${n}.webp`);
const HEMI_PROFILE: MatchProfile = {
  userId: HEMI.otherUser.id,
  fullName: 'Hemi Walker',
  age: 29,
  gender: 'Male',
  bio: 'Surfing at Piha, then a pie from the dairy.',
  profileImageUrl: PHOTOS[0] ?? null,
  photos: PHOTOS,
  zodiacSign: 'libra',
  location: 'Waitākere, Auckland',
  compatibility: explanation(88, 'libra', 'Hemi'),
};
const JUST_FOR_FUN =
  'Just for fun: the stars are a map, not a prediction. Get to know each other to find out.';

async function openProfile() {
  const view = await openChat();
  const opener = screen.getByRole('button', { name: "See Hemi Walker's profile" });
  await view.user.click(opener);
  const sheet = await screen.findByRole('dialog', { name: 'Hemi Walker' });
  return { ...view, opener, sheet };
}

describe("a match's profile from the chat header", () => {
  it("shows 'Loading profile...', then the photos, profile and why you match", async () => {
    const answer = deferred();
    const fetchMock = chatApi(undefined, { [PROFILE_PATH]: answer.respond });
    const { sheet } = await openProfile();

    expect(within(sheet).getByRole('status')).toHaveTextContent('Loading profile...');
    expect(sheet).toHaveAccessibleDescription('Their profile, and why you match');
    answer.answer(jsonResponse(HEMI_PROFILE));

    const photos = await within(sheet).findByRole('list', { name: "Hemi Walker's photos" });
    expect(
      within(photos)
        .getAllByRole('img')
        .map((image) => [image.getAttribute('alt'), image.getAttribute('src')]),
    ).toEqual([
      ['Hemi Walker (1 of 2)', PHOTOS[0]],
      ['Hemi Walker (2 of 2)', PHOTOS[1]],
    ]);
    expect(within(sheet).getByText('Hemi Walker,')).toHaveTextContent('Hemi Walker, 29');
    expect(within(sheet).getByText('Libra')).toHaveTextContent('♎Libra');
    expect(within(sheet).getByText('Waitākere, Auckland')).toBeVisible();
    expect(within(sheet).getByText('Surfing at Piha, then a pie from the dairy.')).toBeVisible();
    expect(within(sheet).getByText('Great compatibility').closest('p')).toHaveTextContent(
      '88%Great compatibility',
    );
    expect(within(sheet).getByText('You and Hemi bring out the best in each other.')).toBeVisible();
    const factors = within(
      within(sheet).getByRole('list', { name: 'What goes into your score' }),
    ).getAllByRole('listitem');
    expect(factors.map((item) => item.textContent)).toEqual([
      'Fire and airtrine+64 pointsAries and Libra keep each other moving.',
      'Ages that fit+12 pointsYou each sit inside the age range the other is after.',
      'Close by+8 pointsYou are both looking around Auckland, so a first date is easy to plan.',
      'Full profiles+4 pointsYou both have photos and a bio to start a conversation from.',
    ]);
    expect(within(sheet).getByText(JUST_FOR_FUN)).toBeVisible();
    expect(requestKeys(fetchMock).filter((key) => key === PROFILE_PATH)).toHaveLength(1);
  });

  it('says when the profile could not load, and Try Again asks again', async () => {
    let fail = true;
    const fetchMock = chatApi(undefined, {
      [PROFILE_PATH]: () =>
        fail ? errorResponse(500, 'Something went wrong') : jsonResponse(HEMI_PROFILE),
    });
    const { user, sheet } = await openProfile();

    const alert = await within(sheet).findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load this profile.Something went wrongTry Again");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));

    await within(sheet).findByText('Surfing at Piha, then a pie from the dairy.');
    expect(within(sheet).queryByRole('alert')).toBeNull();
    expect(requestKeys(fetchMock).filter((key) => key === PROFILE_PATH)).toHaveLength(2);
  });

  it('closes on Escape and gives the focus back to the header', async () => {
    chatApi(undefined, { [PROFILE_PATH]: jsonResponse(HEMI_PROFILE) });
    const { user, opener, sheet } = await openProfile();
    expect(within(sheet).getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    // The chat's heading is still the person's name.
    expect(screen.getByRole('heading', { level: 1, name: 'Hemi Walker' })).toBeVisible();
  });
});
