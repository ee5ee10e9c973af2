import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminApi, OPEN_REPORTS_KEY, reportsPage } from './admin-api';
import { HARASSMENT, NOW, PHOTO_2, SPAM, URGENT } from './admin-fixtures';
import { openQueue } from './admin-queue-helpers';
import { errorResponse, requestKeys } from './api-stub';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW));
});

describe('evidence photos', () => {
  it('says when a photo could not be loaded, and Retry fetches it again', async () => {
    let failing = true;
    adminApi({
      [`GET ${PHOTO_2}`]: () =>
        failing
          ? errorResponse(500, 'Boom')
          : new Response(new Blob(['two'], { type: 'image/webp' }), { status: 200 }),
    });
    const { user } = await openQueue();
    const evidence = screen.getByRole('region', { name: 'Evidence' });
    expect(
      within(evidence).getByRole('status', { name: 'Loading photo... Photo 2 of Sam Lee' }),
    ).toBeVisible();
    expect(await within(evidence).findByRole('img', { name: 'Photo 1 of Sam Lee' })).toBeVisible();
    const alert = await within(evidence).findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Photo could not be loaded.');

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry: Photo 2 of Sam Lee' }));
    expect(await within(evidence).findByRole('img', { name: 'Photo 2 of Sam Lee' })).toBeVisible();
  });

  it('revokes the object URLs when the report is no longer shown', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    adminApi();
    const view = await openQueue();
    const evidence = screen.getByRole('region', { name: 'Evidence' });
    const urls = [
      (await within(evidence).findByRole('img', { name: 'Photo 1 of Sam Lee' })).getAttribute(
        'src',
      ),
      (await within(evidence).findByRole('img', { name: 'Photo 2 of Sam Lee' })).getAttribute(
        'src',
      ),
    ];
    expect(revoke).not.toHaveBeenCalled();
    view.unmount();
    expect(revoke.mock.calls.map(([url]) => url).sort()).toEqual([...urls].sort());
  });
});

describe('the queue a page at a time', () => {
  const NEXT_PAGE_KEY = `${OPEN_REPORTS_KEY}&cursor=page-2`;

  it('loads the next page when stepping past the last loaded report', async () => {
    let release: () => void = () => {};
    const fetchMock = adminApi({
      [OPEN_REPORTS_KEY]: reportsPage([URGENT, HARASSMENT], 'page-2'),
      [NEXT_PAGE_KEY]: () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(reportsPage([SPAM]));
        }),
    });
    const { user } = await openQueue();
    const nav = screen.getByRole('navigation', { name: 'Reports in the queue' });
    expect(within(nav).getByText('1 of 2+')).toBeVisible();
    expect(requestKeys(fetchMock)).not.toContain(NEXT_PAGE_KEY);

    await user.click(within(nav).getByRole('button', { name: 'Next report' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Report against Kiri Brown' }),
    ).toBeVisible();
    expect(within(nav).getByRole('button', { name: 'Next report' })).toBeEnabled();
    expect(requestKeys(fetchMock)).not.toContain(NEXT_PAGE_KEY);

    await user.click(within(nav).getByRole('button', { name: 'Next report' }));
    expect(await screen.findByText('Loading more reports...')).toBeVisible();
    await waitFor(() => expect(requestKeys(fetchMock)).toContain(NEXT_PAGE_KEY));
    release();
    // The second page's report (the other one against Sam Lee).
    const heading = await screen.findByRole('heading', {
      level: 2,
      name: 'Report against Sam Lee',
    });
    expect(heading).toBeVisible();
    expect(screen.getByText('Spam or selling', { selector: 'p *, p' })).toBeVisible();
    const navAfter = screen.getByRole('navigation', { name: 'Reports in the queue' });
    expect(within(navAfter).getByText('3 of 3')).toBeVisible();
    expect(within(navAfter).getByRole('button', { name: 'Next report' })).toBeDisabled();
  });

  it('says when the next page failed, and Retry asks again', async () => {
    let failing = true;
    const fetchMock = adminApi({
      [OPEN_REPORTS_KEY]: reportsPage([URGENT], 'page-2'),
      [NEXT_PAGE_KEY]: () => (failing ? errorResponse(500, 'Boom') : reportsPage([HARASSMENT])),
    });
    const { user } = await openQueue();
    await user.click(screen.getByRole('button', { name: 'Next report' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('Failed to load more reports. Please try again.');

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Report against Kiri Brown' }),
    ).toBeVisible();
    expect(requestKeys(fetchMock).filter((key) => key === NEXT_PAGE_KEY).length).toBeGreaterThan(1);
  });
});
