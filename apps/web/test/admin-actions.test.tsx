import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminApi, OPEN_REPORTS_KEY, reportsPage, resolveKey } from './admin-api';
import { HARASSMENT, NOW, OPEN_QUEUE, SPAM, URGENT } from './admin-fixtures';
import { errorResponse, requestKeys, sentBodies } from './api-stub';
import { renderApp } from './render-app';
import { expectToast } from './toasts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW));
});

async function openQueue() {
  const view = renderApp('/admin');
  await screen.findByRole('heading', { level: 2, name: 'Report against Sam Lee' });
  return view;
}

function decision() {
  return screen.getByRole('region', { name: 'Decision' });
}

function noteField() {
  return within(decision()).getByRole('textbox', { name: 'Note (optional)' });
}

async function expectNextReport() {
  const heading = await screen.findByRole('heading', {
    level: 2,
    name: 'Report against Kiri Brown',
  });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(screen.getByText('1 of 2')).toBeVisible();
}

describe('deciding a report', () => {
  it.each([
    ['Dismiss', 'dismiss', 'The report against Sam Lee was dismissed.'],
    ['Warn', 'warn', 'Sam Lee was warned.'],
  ])(
    '%s posts at once with the trimmed note, then shows the next report',
    async (button, action, said) => {
      const fetchMock = adminApi();
      const { user } = await openQueue();

      await user.type(noteField(), '  Checked the chat.  ');
      await user.click(within(decision()).getByRole('button', { name: button }));

      await expectToast('Report resolved', said);
      await expectNextReport();
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(sentBodies(fetchMock, resolveKey(URGENT))).toEqual([
        { action, note: 'Checked the chat.' },
      ]);
      // The queue is asked again, so the counts of other reports are the server's.
      expect(requestKeys(fetchMock).filter((key) => key === OPEN_REPORTS_KEY)).toHaveLength(2);
    },
  );

  it.each([
    [
      'Suspend 7 days',
      'suspend',
      'Suspend Sam Lee for 7 days?',
      'They will be signed out and hidden from everyone for 7 days.',
      'Yes, suspend',
      'Sam Lee was suspended for 7 days.',
    ],
    [
      'Ban',
      'ban',
      'Ban Sam Lee?',
      'They will be signed out and can never sign up again with this email.',
      'Yes, ban',
      'Sam Lee was banned.',
    ],
  ])(
    '%s asks first; Cancel sends nothing, confirming posts it',
    async (button, action, title, text, confirm, said) => {
      const fetchMock = adminApi();
      const { user } = await openQueue();

      await user.click(within(decision()).getByRole('button', { name: button }));
      let dialog = await screen.findByRole('alertdialog', { name: title });
      expect(within(dialog).getByText(text)).toBeVisible();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(requestKeys(fetchMock)).not.toContain(resolveKey(URGENT));
      expect(
        screen.getByRole('heading', { level: 2, name: 'Report against Sam Lee' }),
      ).toBeVisible();

      await user.click(within(decision()).getByRole('button', { name: button }));
      dialog = await screen.findByRole('alertdialog', { name: title });
      await user.click(within(dialog).getByRole('button', { name: confirm }));

      await expectToast('Report resolved', said);
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      await expectNextReport();
      // No note typed: none sent.
      expect(sentBodies(fetchMock, resolveKey(URGENT))).toEqual([{ action }]);
    },
  );

  it('refuses a note over 1000 characters without sending anything', async () => {
    const fetchMock = adminApi();
    const { user } = await openQueue();

    await user.click(noteField());
    await user.paste('x'.repeat(1001));
    await user.click(within(decision()).getByRole('button', { name: 'Ban' }));

    expect(within(decision()).getByText('Note must be at most 1000 characters')).toBeVisible();
    expect(noteField()).toHaveFocus();
    expect(noteField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(within(decision()).getByRole('button', { name: 'Dismiss' }));
    expect(requestKeys(fetchMock)).not.toContain(resolveKey(URGENT));

    await user.keyboard('{Backspace}');
    expect(within(decision()).queryByText('Note must be at most 1000 characters')).toBeNull();
    await user.click(within(decision()).getByRole('button', { name: 'Dismiss' }));
    await expectNextReport();
    expect(sentBodies(fetchMock, resolveKey(URGENT))).toEqual([
      { action: 'dismiss', note: 'x'.repeat(1000) },
    ]);
  });

  it('says so and refreshes the queue when another moderator resolved it first (409)', async () => {
    let asked = 0;
    const fetchMock = adminApi({
      [OPEN_REPORTS_KEY]: () => {
        asked += 1;
        return reportsPage(
          asked === 1 ? OPEN_QUEUE : [HARASSMENT, { ...SPAM, otherOpenReports: 0 }],
        );
      },
      [resolveKey(URGENT)]: errorResponse(409, 'This report has already been resolved'),
    });
    const { user } = await openQueue();

    await user.click(within(decision()).getByRole('button', { name: 'Ban' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, ban' }));

    await expectToast(
      'Already resolved',
      'Another moderator resolved this report first. The queue has been refreshed.',
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expectNextReport();
    expect(asked).toBe(2);
    expect(sentBodies(fetchMock, resolveKey(URGENT))).toEqual([{ action: 'ban' }]);
  });

  it('keeps the report and says what went wrong when resolving fails', async () => {
    const fetchMock = adminApi({
      [resolveKey(URGENT)]: errorResponse(500, 'Internal Server Error'),
    });
    const { user } = await openQueue();

    await user.type(noteField(), 'Second look');
    await user.click(within(decision()).getByRole('button', { name: 'Warn' }));

    expect(await within(decision()).findByRole('alert')).toHaveTextContent(
      'Failed to resolve the report. Please try again.',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Report against Sam Lee' })).toBeVisible();
    expect(screen.getByText('1 of 3')).toBeVisible();
    expect(noteField()).toHaveValue('Second look');
    expect(within(decision()).getByRole('button', { name: 'Warn' })).toBeEnabled();
    expect(requestKeys(fetchMock).filter((key) => key === OPEN_REPORTS_KEY)).toHaveLength(1);
  });

  it("shows the server's words when the report is about the moderator or theirs (403), and keeps it", async () => {
    const fetchMock = adminApi({
      [resolveKey(URGENT)]: errorResponse(403, API_MESSAGES.reportConflictOfInterest, 'FORBIDDEN'),
    });
    const { user } = await openQueue();

    await user.click(within(decision()).getByRole('button', { name: 'Dismiss' }));

    expect(await within(decision()).findByRole('alert')).toHaveTextContent(
      API_MESSAGES.reportConflictOfInterest,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Report against Sam Lee' })).toBeVisible();
    expect(requestKeys(fetchMock).filter((key) => key === OPEN_REPORTS_KEY)).toHaveLength(1);
  });

  it("shows the server's words for a refused request (429)", async () => {
    adminApi({
      [resolveKey(URGENT)]: errorResponse(429, 'Too many requests. Try again in a minute.'),
    });
    const { user } = await openQueue();

    await user.click(within(decision()).getByRole('button', { name: 'Dismiss' }));

    expect(await within(decision()).findByRole('alert')).toHaveTextContent(
      'Too many requests. Try again in a minute.',
    );
  });

  it("ends on 'No open reports. Nice.' with focus on it once the last report is resolved", async () => {
    adminApi({}, [HARASSMENT]);
    const { user } = renderApp('/admin');
    await screen.findByRole('heading', { level: 2, name: 'Report against Kiri Brown' });

    await user.click(within(decision()).getByRole('button', { name: 'Dismiss' }));

    const empty = await screen.findByRole('heading', { level: 2, name: 'No open reports. Nice.' });
    await waitFor(() => expect(empty).toHaveFocus());
    await expectToast('Report resolved', 'The report against Kiri Brown was dismissed.');
  });
});
