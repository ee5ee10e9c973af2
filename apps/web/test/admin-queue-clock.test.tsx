import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isReportOverdue } from '../src/features/admin/report-overdue';
import { adminApi } from './admin-api';
import { HARASSMENT, NOW, SPAM, URGENT } from './admin-fixtures';
import { definition, openQueue } from './admin-queue-helpers';

const HOUR = 3_600_000;
const now = Date.parse(NOW);
const hoursAgo = (hours: number) => new Date(now - hours * HOUR).toISOString();

describe('isReportOverdue', () => {
  it('marks an open urgent report only once it has waited more than 24 hours', () => {
    const urgent = { category: 'offline_safety', status: 'open' } as const;
    expect(isReportOverdue({ ...urgent, createdAt: hoursAgo(23) }, now)).toBe(false);
    expect(isReportOverdue({ ...urgent, createdAt: hoursAgo(24) }, now)).toBe(false);
    expect(
      isReportOverdue({ ...urgent, createdAt: new Date(now - 24 * HOUR - 1).toISOString() }, now),
    ).toBe(true);
    expect(
      isReportOverdue({ category: 'underage', status: 'open', createdAt: hoursAgo(30) }, now),
    ).toBe(true);
  });

  it('never marks other categories, nor a resolved report', () => {
    for (const category of [
      'harassment',
      'fake_or_scam',
      'inappropriate_photos',
      'spam',
      'other',
    ] as const) {
      expect(isReportOverdue({ category, status: 'open', createdAt: hoursAgo(24 * 30) }, now)).toBe(
        false,
      );
    }
    expect(
      isReportOverdue({ category: 'underage', status: 'resolved', createdAt: hoursAgo(48) }, now),
    ).toBe(false);
  });
});

describe('the queue clock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(NOW));
  });

  it('shows each report’s age, and marks the urgent one waiting over 24 hours', async () => {
    adminApi({}, [{ ...URGENT, createdAt: hoursAgo(25) }, HARASSMENT, SPAM]);
    const { user } = await openQueue();

    const urgent = screen.getByRole('article', { name: 'Report against Sam Lee' });
    expect(definition(urgent, 'Reported')).toHaveTextContent('1 day ago');
    expect(within(urgent).getByText('Over 24 h')).toBeVisible();

    // Harassment, two days old, is not an urgent category: its age only.
    await user.click(screen.getByRole('button', { name: 'Next report' }));
    const kiri = screen.getByRole('article', { name: 'Report against Kiri Brown' });
    expect(definition(kiri, 'Reported')).toHaveTextContent('2 days ago');
    expect(within(kiri).queryByText('Over 24 h')).toBeNull();
  });

  it('does not mark an urgent report that is 3 hours old', async () => {
    adminApi();
    await openQueue();
    const urgent = screen.getByRole('article', { name: 'Report against Sam Lee' });
    expect(definition(urgent, 'Reported')).toHaveTextContent('3 h ago');
    expect(within(urgent).queryByText('Over 24 h')).toBeNull();
  });
});
