import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, requestKeys, sentBodies } from './api-stub';
import { jsonResponse } from './render-app';
import { DETAILS, openSettings, settingsApi } from './settings-screen';

// Settings' "Your details": the name, date of birth and gender the account holds, and asking a
// moderator to correct them.

const REQUEST_ID = '0192a3b4-c5d6-7e8f-9a0b-1c2d3e4f5a6b';
const OPEN = {
  id: REQUEST_ID,
  status: 'open',
  requested: { fullName: null, dateOfBirth: '1995-08-01', gender: null },
  reason: 'I typed the wrong date.',
  createdAt: '2026-12-15T09:00:00.000Z',
  decidedAt: null,
};

const card = async () => within(await screen.findByRole('region', { name: 'Your details' }));

describe('Settings → Your details', () => {
  it('shows the details the account holds', async () => {
    settingsApi();
    await openSettings();
    const inCard = await card();
    expect(await inCard.findByText(DETAILS.fullName)).toBeVisible();
    expect(inCard.getByText('15 March 1996')).toBeVisible();
    expect(inCard.getByText('Female')).toBeVisible();
  });

  it('sends only what the form changed, with the reason, and then shows the request waiting', async () => {
    const fetchMock = settingsApi({
      'POST /api/user/corrections': jsonResponse(
        { current: DETAILS, latest: OPEN },
        { status: 201 },
      ),
    });
    const { user } = await openSettings();
    const inCard = await card();
    await user.click(await inCard.findByRole('button', { name: 'Ask for a correction' }));
    const form = within(inCard.getByRole('form', { name: 'Ask for a correction' }));
    const date = form.getByLabelText('Date of birth');
    await user.clear(date);
    await user.type(date, '01081995');
    expect(date).toHaveValue('01/08/1995');
    await user.type(
      form.getByLabelText('Why does this need correcting?'),
      'I typed the wrong date.',
    );
    await user.click(form.getByRole('button', { name: 'Send request' }));
    expect(
      await inCard.findByText(
        "You asked for a correction on 15/12/2026. A moderator will look at it and we'll email you the answer.",
      ),
    ).toBeVisible();
    expect(inCard.getByText('Date of birth: 1 August 1995')).toBeVisible();
    expect(inCard.queryByRole('button', { name: 'Ask for a correction' })).toBeNull();
    expect(sentBodies(fetchMock, 'POST /api/user/corrections')).toEqual([
      { dateOfBirth: '1995-08-01T00:00:00.000Z', reason: 'I typed the wrong date.' },
    ]);
  });

  it('says what is wrong before sending anything', async () => {
    const fetchMock = settingsApi();
    const { user } = await openSettings();
    const inCard = await card();
    await user.click(await inCard.findByRole('button', { name: 'Ask for a correction' }));
    const form = within(inCard.getByRole('form', { name: 'Ask for a correction' }));
    await user.click(form.getByRole('button', { name: 'Send request' }));
    expect(await form.findByText('Please tell us why this needs correcting')).toBeVisible();
    await user.type(form.getByLabelText('Why does this need correcting?'), 'Just checking');
    await user.click(form.getByRole('button', { name: 'Send request' }));
    expect(
      await form.findByText('Change at least one of your name, date of birth or gender'),
    ).toBeVisible();
    const date = form.getByLabelText('Date of birth');
    await user.clear(date);
    await user.type(date, '01012015');
    await user.click(form.getByRole('button', { name: 'Send request' }));
    expect(await form.findByText('You must be 18 or older to join')).toBeVisible();
    expect(requestKeys(fetchMock)).not.toContain('POST /api/user/corrections');
  });

  it("shows the server's refusal and keeps the form", async () => {
    settingsApi({
      'POST /api/user/corrections': errorResponse(
        409,
        'You already have a correction waiting for a moderator. We will email you when it is decided.',
        'CONFLICT',
      ),
    });
    const { user } = await openSettings();
    const inCard = await card();
    await user.click(await inCard.findByRole('button', { name: 'Ask for a correction' }));
    const form = within(inCard.getByRole('form', { name: 'Ask for a correction' }));
    await user.click(form.getByRole('radio', { name: 'Male' }));
    await user.type(form.getByLabelText('Why does this need correcting?'), 'Wrong at sign-up');
    await user.click(form.getByRole('button', { name: 'Send request' }));
    expect(
      await form.findByText(
        'You already have a correction waiting for a moderator. We will email you when it is decided.',
      ),
    ).toBeVisible();
    expect(form.getByRole('button', { name: 'Send request' })).toBeEnabled();
  });

  it('says when the last request was declined, and offers to ask again', async () => {
    settingsApi({
      'GET /api/user/corrections': jsonResponse({
        current: DETAILS,
        latest: { ...OPEN, status: 'declined', decidedAt: '2026-12-17T09:00:00.000Z' },
      }),
    });
    await openSettings();
    const inCard = await card();
    expect(
      await inCard.findByText(
        "Your last request, on 17/12/2026, wasn't approved. You can ask again with more detail.",
      ),
    ).toBeVisible();
    expect(inCard.getByRole('button', { name: 'Ask for a correction' })).toBeVisible();
  });

  it('offers to try again when the details cannot be read', async () => {
    settingsApi({ 'GET /api/user/corrections': errorResponse(500, 'Something went wrong') });
    await openSettings();
    const inCard = await card();
    expect(await inCard.findByText("Couldn't load your details.")).toBeVisible();
    expect(inCard.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
