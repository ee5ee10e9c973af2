import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUDIT_KEY,
  adminApi,
  OPEN_REPORTS_KEY,
  RESOLVED_REPORTS_KEY,
  reportsPage,
} from './admin-api';
import { NOW, PHOTO_1, PHOTO_2 } from './admin-fixtures';
import { definition, openQueue, reportHeading } from './admin-queue-helpers';
import { errorResponse, requestKeys } from './api-stub';
import { renderApp } from './render-app';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW));
});

describe('/admin for someone who is not a moderator', () => {
  it('is the 404 page, asked for once and never retried', async () => {
    const fetchMock = adminApi({ [OPEN_REPORTS_KEY]: errorResponse(404, 'Not found') });
    renderApp('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Moderation')).toBeNull();
    expect(requestKeys(fetchMock).filter((key) => key.includes('/api/admin/'))).toEqual([
      OPEN_REPORTS_KEY,
    ]);
  });

  it('shows the sign-in gate, not the page, when nobody is signed in', async () => {
    const fetchMock = adminApi();
    localStorage.clear();
    renderApp('/admin');

    expect(await screen.findByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
    expect(requestKeys(fetchMock).filter((key) => key.includes('/api/admin/'))).toEqual([]);
  });
});

describe('the moderation queue', () => {
  it('shows the first report with what happened, the other report against them and the evidence', async () => {
    const fetchMock = adminApi();
    await openQueue();

    expect(screen.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Queue', selected: true })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Reports in the queue' });
    expect(within(nav).getByText('1 of 3')).toBeVisible();
    expect(within(nav).getByRole('button', { name: 'Previous report' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Next report' })).toBeEnabled();

    const report = screen.getByRole('article', { name: 'Report against Sam Lee' });
    expect(within(report).getByText('Safety concern offline')).toBeVisible();
    expect(within(report).getAllByText('Urgent')).toHaveLength(1);
    expect(definition(report, 'Reported')).toHaveTextContent('3 h ago');
    expect(definition(report, 'By')).toHaveTextContent('Mere Parata');
    expect(definition(report, 'Standing')).toHaveTextContent('Active');
    expect(within(report).getByText('He followed me to my car after our date.')).toBeVisible();

    const others = within(report).getByRole('region', {
      name: '1 other open report against Sam Lee',
    });
    const [other, ...rest] = within(others).getAllByRole('listitem');
    expect(rest).toEqual([]);
    expect(other).toHaveTextContent('Spam or selling');
    expect(other).toHaveTextContent('2/06/2025');
    expect(other).toHaveTextContent('Keeps sending me a link to a crypto site.');

    const evidence = within(report).getByRole('region', { name: 'Evidence' });
    expect(within(evidence).getByText(/^Taken/)).toHaveTextContent('Taken 10/06/2025, 9:00 pm');
    expect(definition(evidence, 'Name')).toHaveTextContent('Sam Lee');
    expect(definition(evidence, 'Age')).toHaveTextContent('34');
    expect(definition(evidence, 'Gender')).toHaveTextContent('Male');
    expect(definition(evidence, 'Sign')).toHaveTextContent('Scorpio');
    expect(definition(evidence, 'Location')).toHaveTextContent('Wellington, Wellington');
    expect(within(evidence).getByText('Just here for a good time.')).toBeVisible();
    expect(within(evidence).getByRole('heading', { level: 4, name: 'Photos (2)' })).toBeVisible();
    // Fetched with the token (an <img> cannot send it) and shown from object URLs.
    const first = await within(evidence).findByRole('img', { name: 'Photo 1 of Sam Lee' });
    const second = await within(evidence).findByRole('img', { name: 'Photo 2 of Sam Lee' });
    expect(first.getAttribute('src')).toMatch(/^blob:/);
    expect(second.getAttribute('src')).toMatch(/^blob:/);
    expect(first.getAttribute('src')).not.toBe(second.getAttribute('src'));
    for (const path of [PHOTO_1, PHOTO_2]) {
      const [, init] = fetchMock.mock.calls.find(([input]) => String(input) === path) ?? [];
      expect(new Headers(init?.headers).get('Authorization'), path).toBe('Bearer tok-1');
    }

    const messages = within(evidence)
      .getAllByRole('listitem')
      .filter((item) => item.closest('[aria-label="Messages between Mere Parata and Sam Lee"]'));
    expect(messages.map((item) => item.textContent)).toEqual([
      'Mere ParataThanks for tonight!9/06/2025, 10:00 pm',
      'Sam Lee (reported)Why did you leave so early?9/06/2025, 10:05 pm',
    ]);
    // Read-only: nothing on the page writes into the conversation.
    expect(within(evidence).queryByRole('textbox')).toBeNull();
    expect(requestKeys(fetchMock)).not.toContain(RESOLVED_REPORTS_KEY);
    expect(requestKeys(fetchMock)).not.toContain(AUDIT_KEY);
  });

  it('steps through the queue, moving focus to each report, and opens another report from the list', async () => {
    adminApi();
    const { user } = await openQueue();
    const nav = screen.getByRole('navigation', { name: 'Reports in the queue' });

    await user.click(within(nav).getByRole('button', { name: 'Next report' }));
    expect(reportHeading('Kiri Brown')).toHaveFocus();
    expect(within(nav).getByText('2 of 3')).toBeVisible();
    const kiri = screen.getByRole('article', { name: 'Report against Kiri Brown' });
    expect(within(kiri).getByText('Harassment or hate')).toBeVisible();
    expect(within(kiri).queryByText('Urgent')).toBeNull();
    expect(definition(kiri, 'Reported')).toHaveTextContent('2 days ago');
    expect(definition(kiri, 'By')).toHaveTextContent('Hemi Walker');
    expect(definition(kiri, 'Standing')).toHaveTextContent('Account deleted');
    expect(within(kiri).getByText('No details given.')).toBeVisible();
    expect(within(kiri).queryByRole('region', { name: /other open report/ })).toBeNull();
    expect(definition(kiri, 'Age')).toHaveTextContent('Not given');
    expect(definition(kiri, 'Sign')).toHaveTextContent('Not given');
    expect(within(kiri).getByText('No photos.')).toBeVisible();
    expect(within(kiri).getByText('No messages between them.')).toBeVisible();

    await user.click(within(nav).getByRole('button', { name: 'Next report' }));
    expect(within(nav).getByText('3 of 3')).toBeVisible();
    expect(within(nav).getByRole('button', { name: 'Next report' })).toBeDisabled();
    const spam = screen.getByRole('article', { name: 'Report against Sam Lee' });
    expect(reportHeading('Sam Lee')).toHaveFocus();
    expect(within(spam).getByText('Spam or selling')).toBeVisible();
    const others = within(spam).getByRole('region', {
      name: '1 other open report against Sam Lee',
    });
    expect(within(others).getByText('He followed me to my car after our date.')).toBeVisible();

    await user.click(
      within(others).getByRole('button', {
        name: 'Open report: Safety concern offline, 10/06/2025',
      }),
    );
    expect(within(nav).getByText('1 of 3')).toBeVisible();
    expect(reportHeading('Sam Lee')).toHaveFocus();
    expect(screen.getByText('He followed me to my car after our date.').closest('ul')).toBeNull();

    await user.click(within(nav).getByRole('button', { name: 'Next report' }));
    await user.click(within(nav).getByRole('button', { name: 'Previous report' }));
    expect(within(nav).getByText('1 of 3')).toBeVisible();
    expect(reportHeading('Sam Lee')).toHaveFocus();
  });

  it("says 'No open reports. Nice.' when the queue is empty", async () => {
    adminApi({ [OPEN_REPORTS_KEY]: reportsPage([]) });
    renderApp('/admin');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'No open reports. Nice.' }),
    ).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Reports in the queue' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ban' })).toBeNull();
  });

  it('says loading failed, and Retry asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date(NOW));
    let failing = true;
    const fetchMock = adminApi({
      [OPEN_REPORTS_KEY]: () => (failing ? errorResponse(500, 'Boom') : reportsPage([])),
    });
    renderApp('/admin');
    const asked = () => requestKeys(fetchMock).filter((key) => key === OPEN_REPORTS_KEY).length;

    // The first try and three retries, 1, 2 and 4 s apart.
    await vi.waitFor(() => expect(asked()).toBe(1));
    await vi.advanceTimersByTimeAsync(7_000);
    await vi.waitFor(() => expect(screen.getByRole('alert')).toBeVisible());
    expect(asked()).toBe(4);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This page could not be loaded. Please try again.',
    );
    expect(screen.queryByText('Moderation')).toBeNull();

    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('heading', { name: 'No open reports. Nice.' })).toBeVisible(),
    );
    expect(asked()).toBe(5);
  });
});
