import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, requestKeys } from './api-stub';
import { jsonResponse } from './render-app';
import { openSettings, settingsApi } from './settings-screen';

// Settings' "Your data" card: ask for a copy of your data, see it prepared, download it until
// it expires, and when the next may be asked for.

const ID = '0192a3b4-c5d6-7e8f-9a0b-1c2d3e4f5a6b';
const REQUESTED = {
  id: ID,
  status: 'preparing',
  requestedAt: '2026-12-15T09:00:00.000Z',
  readyAt: null,
  expiresAt: null,
  size: null,
};
const READY = {
  ...REQUESTED,
  status: 'ready',
  readyAt: '2026-12-15T09:00:04.000Z',
  expiresAt: '2026-12-22T09:00:04.000Z',
  size: 48213,
};
const NEXT = '2026-12-16T09:00:00.000Z';

const card = async () => within(await screen.findByRole('region', { name: 'Your data' }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Settings → Your data', () => {
  it('asks for an export, then says it is being prepared and when the next may be asked for', async () => {
    const fetchMock = settingsApi({
      'POST /api/user/data-export': jsonResponse(
        { export: REQUESTED, nextRequestAt: NEXT },
        { status: 201 },
      ),
    });
    const { user } = await openSettings();
    const inCard = await card();
    await user.click(await inCard.findByRole('button', { name: 'Download my data' }));
    expect(
      await inCard.findByText(
        "We're preparing your data. We'll email you when it's ready, and you can download it here.",
      ),
    ).toBeVisible();
    expect(
      inCard.getByText('You can ask for your data again from Wednesday, 16 December at 10:00 pm.'),
    ).toBeVisible();
    expect(inCard.queryByRole('button', { name: 'Download my data' })).toBeNull();
    expect(requestKeys(fetchMock)).toContain('POST /api/user/data-export');
  });

  it('offers the download with its expiry when ready, and fetches the ZIP', async () => {
    const createObjectURL = vi.fn(() => 'blob:zip');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const fetchMock = settingsApi({
      'GET /api/user/data-export': jsonResponse({ export: READY, nextRequestAt: NEXT }),
      [`GET /api/user/data-export/${ID}/download`]: new Response(new Uint8Array([80, 75, 5, 6]), {
        headers: { 'Content-Type': 'application/zip' },
      }),
    });
    const { user } = await openSettings();
    const inCard = await card();
    expect(
      await inCard.findByText(
        'Your data is ready. You can download it until Tuesday, 22 December at 10:00 pm.',
      ),
    ).toBeVisible();
    await user.click(inCard.getByRole('button', { name: 'Download (ZIP)' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(requestKeys(fetchMock)).toContain(`GET /api/user/data-export/${ID}/download`);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:zip');
  });

  it('says when an export failed, with Try again', async () => {
    settingsApi({
      'GET /api/user/data-export': jsonResponse({
        export: { ...REQUESTED, status: 'failed' },
        nextRequestAt: null,
      }),
    });
    await openSettings();
    const inCard = await card();
    expect(await inCard.findByText("We couldn't prepare your data.")).toBeVisible();
    expect(inCard.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('says an expired download has expired and offers a new one', async () => {
    settingsApi({
      'GET /api/user/data-export': jsonResponse({
        export: { ...READY, status: 'expired' },
        nextRequestAt: null,
      }),
    });
    await openSettings();
    const inCard = await card();
    expect(await inCard.findByText('Your last download has expired.')).toBeVisible();
    expect(inCard.getByRole('button', { name: 'Download my data' })).toBeVisible();
  });

  it("shows the server's reason when a request is refused", async () => {
    const refusal =
      'You can ask for your data once every 24 hours. You can ask again from Wednesday, 16 December at 10:00 pm (New Zealand time).';
    settingsApi({ 'POST /api/user/data-export': errorResponse(429, refusal, 'RATE_LIMITED') });
    const { user } = await openSettings();
    const inCard = await card();
    await user.click(await inCard.findByRole('button', { name: 'Download my data' }));
    expect(await inCard.findByRole('alert')).toHaveTextContent(refusal);
  });

  it('says when the state could not be read, and checks again', async () => {
    let calls = 0;
    settingsApi({
      'GET /api/user/data-export': () => {
        calls += 1;
        return calls === 1
          ? errorResponse(500, 'Something went wrong')
          : jsonResponse({ export: null, nextRequestAt: null });
      },
    });
    const { user } = await openSettings();
    const inCard = await card();
    expect(await inCard.findByText("Couldn't check your data download.")).toBeVisible();
    await user.click(inCard.getByRole('button', { name: 'Check again' }));
    expect(await inCard.findByRole('button', { name: 'Download my data' })).toBeVisible();
  });

  it('shows a loading state until the state arrives', async () => {
    settingsApi({ 'GET /api/user/data-export': () => new Promise<Response>(() => {}) });
    await openSettings();
    const inCard = await card();
    expect(inCard.getByRole('status')).toHaveTextContent('Checking your data download...');
  });
});
