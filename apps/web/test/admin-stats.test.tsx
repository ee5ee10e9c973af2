import type { ModerationStatsMonth } from '@starmatch/contracts/moderation-stats';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminApi } from './admin-api';
import { NOW } from './admin-fixtures';
import { openQueue } from './admin-queue-helpers';
import { errorResponse, requestKeys } from './api-stub';
import { jsonResponse } from './render-app';

const STATS_KEY = 'GET /api/admin/stats';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW));
});

function month(
  key: string,
  reports: Partial<ModerationStatsMonth['reportsByCategory']> = {},
  actions: Partial<ModerationStatsMonth['actionsByKind']> = {},
  median: number | null = null,
): ModerationStatsMonth {
  return {
    month: key,
    reportsByCategory: {
      fake_or_scam: 0,
      harassment: 0,
      inappropriate_photos: 0,
      underage: 0,
      offline_safety: 0,
      spam: 0,
      other: 0,
      ...reports,
    },
    actionsByKind: { dismiss: 0, warn: 0, suspend: 0, ban: 0, ...actions },
    medianMinutesToFirstAction: median,
  };
}

function rowsOf(name: string) {
  const table = screen.getByRole('region', { name });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

async function openStats() {
  const view = await openQueue();
  await view.user.click(screen.getByRole('tab', { name: 'Stats' }));
  return view;
}

describe('the moderation stats tab', () => {
  it('shows reports by category and actions by kind per month, with the median time to act', async () => {
    const fetchMock = adminApi({
      [STATS_KEY]: jsonResponse({
        months: [
          month('2025-06', { offline_safety: 2, spam: 1 }, { warn: 1 }, 45),
          month('2025-05', { harassment: 1 }, { dismiss: 2, ban: 1 }, 1535),
        ],
      }),
    });
    await openStats();

    expect(await screen.findByRole('region', { name: 'Reports received' })).toBeVisible();
    expect(rowsOf('Reports received')).toEqual([
      [
        'Month',
        'Fake profile or scam',
        'Harassment or hate',
        'Inappropriate photos',
        'Under 18',
        'Safety concern offline',
        'Spam or selling',
        'Something else',
        'Total',
      ],
      ['June 2025', '0', '0', '0', '0', '2', '1', '0', '3'],
      ['May 2025', '0', '1', '0', '0', '0', '0', '0', '1'],
    ]);
    expect(rowsOf('Actions taken')).toEqual([
      ['Month', 'Dismissed', 'Warned', 'Suspended 7 days', 'Banned', 'Median time to first action'],
      ['June 2025', '0', '1', '0', '0', '45 min'],
      ['May 2025', '2', '0', '0', '1', '1 d 1 h'],
    ]);
    expect(requestKeys(fetchMock).filter((key) => key === STATS_KEY)).toEqual([STATS_KEY]);
  });

  it('is the 404 page once the stats say this person is no longer a moderator', async () => {
    adminApi({ [STATS_KEY]: errorResponse(404, 'Not found') });
    await openStats();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.queryByText('Moderation')).toBeNull();
  });

  it('says so when nothing happened in the 12 months', async () => {
    adminApi({ [STATS_KEY]: jsonResponse({ months: [month('2025-06'), month('2025-05')] }) });
    await openStats();
    expect(await screen.findByText('No reports or actions in the last 12 months.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the loading state, then an error once the retries fail, and Retry loads them', async () => {
    adminApi();
    await openQueue();
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    let failing = true;
    const fetchMock = adminApi({
      [STATS_KEY]: () =>
        failing
          ? errorResponse(500, 'Boom')
          : jsonResponse({ months: [month('2025-06', { other: 1 })] }),
    });
    const asked = () => requestKeys(fetchMock).filter((key) => key === STATS_KEY).length;
    fireEvent.click(screen.getByRole('tab', { name: 'Stats' }));
    expect(screen.getByText('Loading stats...')).toBeVisible();

    // The first try and three retries, 1, 2 and 4 s apart.
    await vi.waitFor(() => expect(asked()).toBe(1));
    await vi.advanceTimersByTimeAsync(7_000);
    await vi.waitFor(() => expect(screen.getByRole('alert')).toBeVisible());
    expect(asked()).toBe(4);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to load the stats. Please try again.',
    );

    failing = false;
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('region', { name: 'Reports received' })).toBeVisible(),
    );
    expect(rowsOf('Reports received')[1]).toEqual([
      'June 2025',
      '0',
      '0',
      '0',
      '0',
      '0',
      '0',
      '1',
      '1',
    ]);
    expect(asked()).toBe(5);
  });
});
