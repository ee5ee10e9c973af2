import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, sentBodies } from './api-stub';
import { openSettings, SETTINGS, settingsApi } from './settings-screen';
import { expectToast } from './toasts';

const LABEL = 'Hide read receipts and activity';
const HINT =
  "Your matches won't see when you've read their messages or when you're online, and you won't see theirs.";

describe('the privacy setting', () => {
  it('is off by default, explained in one line, and saved at once with the stored lists', async () => {
    const fetchMock = settingsApi();
    const { user } = await openSettings();
    const box = await screen.findByRole('checkbox', { name: LABEL });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(HINT);

    await user.click(box);
    expect(box).toBeChecked();
    const card = screen.getByRole('heading', { name: 'Privacy' }).closest('div')?.parentElement;
    await within(card as HTMLElement).findByText('Saved');
    expect(sentBodies(fetchMock, 'PATCH /api/settings')).toEqual([
      {
        preferredAgeRanges: SETTINGS.preferredAgeRanges,
        preferredCities: SETTINGS.preferredCities,
        hideActivity: true,
      },
    ]);
  });

  it("shows it ticked when saved so, and puts it back with 'Error' when a save fails", async () => {
    settingsApi({
      'GET /api/settings': new Response(JSON.stringify({ ...SETTINGS, hideActivity: true }), {
        headers: { 'content-type': 'application/json' },
      }),
      'PATCH /api/settings': errorResponse(500, 'Something went wrong'),
    });
    const { user } = await openSettings();
    const box = await screen.findByRole('checkbox', { name: LABEL });
    expect(box).toBeChecked();
    await user.click(box);
    await expectToast('Error', 'Something went wrong');
    expect(box).toBeChecked();
  });
});
