import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AUDIT_KEY,
  adminApi,
  OPEN_REPORTS_KEY,
  RESOLVED_REPORTS_KEY,
  reportsPage,
} from './admin-api';
import { OPEN_QUEUE, RESOLVED } from './admin-fixtures';
import { errorResponse, requestKeys } from './api-stub';
import { jsonResponse, renderApp } from './render-app';

async function openHistory(fetchMock?: ReturnType<typeof adminApi>) {
  const view = renderApp('/admin');
  await screen.findByRole('heading', { level: 2, name: 'Report against Sam Lee' });
  if (fetchMock) {
    expect(requestKeys(fetchMock)).not.toContain(AUDIT_KEY);
    expect(requestKeys(fetchMock)).not.toContain(RESOLVED_REPORTS_KEY);
  }
  await view.user.click(screen.getByRole('tab', { name: 'History' }));
  return view;
}

describe('the moderation history', () => {
  it('shows the audit log and the resolved reports, asked for only when opened', async () => {
    const fetchMock = adminApi();
    const { user } = await openHistory(fetchMock);

    expect(screen.getByRole('tab', { name: 'History', selected: true })).toBeVisible();
    expect(screen.getByRole('tabpanel', { name: 'History' })).toBeVisible();
    const log = screen.getByRole('region', { name: 'Audit log' });
    expect(within(log).getByRole('heading', { level: 2, name: 'Audit log' })).toBeVisible();
    const rows = (await within(log).findAllByRole('row')).map((row) =>
      within(row)
        .getAllByRole(row.closest('thead') ? 'columnheader' : 'cell')
        .map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['Time', 'Moderator', 'Action', 'Subject', 'Note'],
      [
        '3/06/2025, 8:30 pm',
        'Ana Tui',
        'Banned',
        'Hemi Walker',
        'Stock photos, reverse image search.',
      ],
      ['3/06/2025, 9:15 am', 'Rangi Moana (account deleted)', 'Dismissed', 'Kiri Brown', '—'],
    ]);

    const resolved = screen.getByRole('region', { name: 'Resolved reports' });
    const [item, ...rest] = within(resolved).getAllByRole('listitem');
    expect(rest).toEqual([]);
    expect(item).toHaveAccessibleName('Report against Hemi Walker');
    expect(item).toHaveTextContent('Fake profile or scam');
    expect(item).toHaveTextContent('Against Hemi Walker, by Kiri Brown, on 2/06/2025, 8:00 pm');
    expect(item).toHaveTextContent('Photos are of a model.');
    expect(item).toHaveTextContent(
      'Banned by Ana Tui on 3/06/2025, 8:30 pm: Stock photos, reverse image search.',
    );

    // Back to the queue where it was left.
    await user.click(screen.getByRole('tab', { name: 'Queue' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Report against Sam Lee' })).toBeVisible();
    const lists = requestKeys(fetchMock).filter(
      (key) => key.startsWith('GET /api/admin/') && !key.includes('/report-photos/'),
    );
    expect(lists).toEqual([OPEN_REPORTS_KEY, AUDIT_KEY, RESOLVED_REPORTS_KEY]);
  });

  it('shows more resolved reports a page at a time', async () => {
    const older = { ...RESOLVED, id: OPEN_QUEUE[1]?.id ?? '', details: 'An older one.' };
    const fetchMock = adminApi({
      [RESOLVED_REPORTS_KEY]: reportsPage([RESOLVED], 'older'),
      [`${RESOLVED_REPORTS_KEY}&cursor=older`]: reportsPage([older]),
    });
    const { user } = await openHistory(fetchMock);
    const resolved = screen.getByRole('region', { name: 'Resolved reports' });
    expect(await within(resolved).findAllByRole('listitem')).toHaveLength(1);

    await user.click(within(resolved).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(resolved).getAllByRole('listitem')).toHaveLength(2));
    expect(within(resolved).getByText('An older one.')).toBeVisible();
    expect(within(resolved).queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('moves between the tabs with the arrow keys', async () => {
    adminApi();
    const { user } = renderApp('/admin');
    const queue = await screen.findByRole('tab', { name: 'Queue', selected: true });
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('tabindex', '-1');

    queue.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'History', selected: true })).toHaveFocus();
    expect(await screen.findByRole('heading', { level: 2, name: 'Audit log' })).toBeVisible();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Queue', selected: true })).toHaveFocus();
  });

  it('says when there is no history yet', async () => {
    adminApi({ [AUDIT_KEY]: jsonResponse([]), [RESOLVED_REPORTS_KEY]: reportsPage([]) });
    await openHistory();

    expect(await screen.findByText('No moderation actions yet.')).toBeVisible();
    expect(screen.getByText('No resolved reports yet.')).toBeVisible();
  });

  it('is the 404 page if the history answers 404 (the role was taken away)', async () => {
    adminApi({ [AUDIT_KEY]: errorResponse(404, 'Not found') });
    await openHistory();

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
