import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, requestKeys, sentBodies } from './api-stub';
import { deferred } from './dashboard-api';
import { matchesApi } from './matches-api';
import { HEMI, KIRI } from './matches-fixtures';
import { jsonResponse, renderApp } from './render-app';
import { pickFromMenu, reportSheet, reportThrough } from './safety-helpers';
import { expectToast } from './toasts';

const REPORTED = jsonResponse({ id: '5a1e0000-0000-4000-8000-000000000999' }, { status: 201 });

async function openSheet(overrides: Parameters<typeof matchesApi>[0] = {}) {
  // As the server does: once reported, Hemi is no longer a match.
  const fetchMock = matchesApi({
    'GET /api/matches': () =>
      jsonResponse(requestKeys(fetchMock).includes('POST /api/reports') ? [KIRI] : [HEMI, KIRI]),
    ...overrides,
  });
  const view = renderApp('/matches');
  await screen.findByRole('listitem', { name: 'Hemi Walker' });
  await pickFromMenu(view.user, 'Hemi Walker', 'Report');
  const sheet = await screen.findByRole('alertdialog', { name: 'Report Hemi Walker' });
  return { ...view, fetchMock, sheet };
}

describe('the report sheet', () => {
  it('asks what happened, then details, then says what happens next, and sends the report', async () => {
    const { user, fetchMock, sheet } = await openSheet({ 'POST /api/reports': REPORTED });

    expect(within(sheet).getByText('Step 1 of 3')).toBeVisible();
    const radios = within(sheet).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Fake profile or scam',
      'Harassment or hate',
      'Inappropriate photos',
      'Under 18',
      'Safety concern offline',
      'Spam or selling',
      'Something else',
    ]);
    await user.click(within(sheet).getByRole('radio', { name: 'Harassment or hate' }));
    await user.click(within(sheet).getByRole('button', { name: 'Next' }));

    expect(within(sheet).getByText('Step 2 of 3')).toBeVisible();
    const details = within(sheet).getByRole('textbox', {
      name: 'Anything else we should know? (optional)',
    });
    expect(details).toHaveFocus();
    await user.type(details, '  Rude messages  ');
    expect(within(sheet).getByText('17 / 1000 characters')).toBeVisible();
    await user.click(within(sheet).getByRole('button', { name: 'Next' }));

    expect(within(sheet).getByText('Step 3 of 3')).toBeVisible();
    expect(within(sheet).getByText('Reason: Harassment or hate')).toBeVisible();
    expect(
      within(sheet).getByText(
        "They won't be able to see you or contact you. Our team reviews every report.",
      ),
    ).toBeVisible();
    await user.click(within(sheet).getByRole('button', { name: 'Submit report' }));

    await expectToast(
      'Report sent',
      "Thanks for telling us. They won't be able to see you or contact you. Our team reviews every report. We'll email you once we've reviewed it, within 7 days.",
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sentBodies(fetchMock, 'POST /api/reports')).toEqual([
      {
        userId: HEMI.otherUser.id,
        category: 'harassment',
        details: 'Rude messages',
        matchId: HEMI.id,
      },
    ]);
    // Gone from the list at once.
    expect(screen.queryByRole('listitem', { name: 'Hemi Walker' })).toBeNull();
  });

  it("shows 111 and the help lines for 'Safety concern offline', and promises a decision within 24 hours", async () => {
    const { user, sheet } = await openSheet({ 'POST /api/reports': REPORTED });

    expect(within(sheet).queryByRole('complementary', { name: 'Help lines' })).toBeNull();
    await user.click(within(sheet).getByRole('radio', { name: 'Safety concern offline' }));
    const help = within(sheet).getByRole('complementary', { name: 'Help lines' });
    expect(help.querySelector('p')).toHaveTextContent(
      "If you're in danger right now, call 111 and ask for Police.",
    );
    expect(
      within(help)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Police, Fire or Ambulance111',
      'NZ Police non-emergency105',
      'Netsafe0508 638 723',
      'Safe to talk0800 044 334',
      "Women's Refuge0800 733 843",
      '1737, need to talk?1737',
    ]);
    expect(within(help).getByRole('link', { name: '0508 638 723' })).toHaveAttribute(
      'href',
      'tel:0508638723',
    );
    expect(within(help).getAllByRole('link', { name: '111' })[0]).toHaveAttribute(
      'href',
      'tel:111',
    );

    await user.click(within(sheet).getByRole('radio', { name: 'Spam or selling' }));
    expect(within(sheet).queryByRole('complementary', { name: 'Help lines' })).toBeNull();
    await user.click(within(sheet).getByRole('radio', { name: 'Safety concern offline' }));
    await user.click(within(sheet).getByRole('button', { name: 'Next' }));
    expect(within(sheet).queryByRole('complementary', { name: 'Help lines' })).toBeNull();
    await user.click(within(sheet).getByRole('button', { name: 'Next' }));
    expect(within(sheet).getByRole('complementary', { name: 'Help lines' })).toBeVisible();
    await user.click(within(sheet).getByRole('button', { name: 'Submit report' }));

    await expectToast(
      'Report sent',
      "Thanks for telling us. They won't be able to see you or contact you. Our team reviews every report. We'll email you once we've reviewed it, within 24 hours.",
    );
  });

  it('sends no details when none were written', async () => {
    const { user, fetchMock } = await openSheet({ 'POST /api/reports': REPORTED });
    await reportThrough(user, 'Hemi Walker', 'Spam or selling');
    await expectToast('Report sent');
    expect(sentBodies(fetchMock, 'POST /api/reports')).toEqual([
      { userId: HEMI.otherUser.id, category: 'spam', matchId: HEMI.id },
    ]);
  });

  it('asks for a category before going on', async () => {
    const { user, sheet } = await openSheet();
    await user.click(within(sheet).getByRole('button', { name: 'Next' }));
    expect(within(sheet).getByText('Please choose what happened')).toBeVisible();
    expect(within(sheet).getByText('Step 1 of 3')).toBeVisible();
    expect(within(sheet).getAllByRole('radio')[0]).toHaveFocus();

    await user.click(within(sheet).getByRole('radio', { name: 'Under 18' }));
    expect(within(sheet).queryByText('Please choose what happened')).toBeNull();
  });

  it('refuses details over 1000 characters with the contracts message', async () => {
    const { user, sheet, fetchMock } = await openSheet();
    await user.click(within(sheet).getByRole('radio', { name: 'Something else' }));
    await user.click(within(sheet).getByRole('button', { name: 'Next' }));
    const details = within(sheet).getByRole('textbox');
    fireEvent.change(details, { target: { value: 'x'.repeat(1001) } });
    expect(within(sheet).getByText('1001 / 1000 characters')).toBeVisible();
    await user.click(within(sheet).getByRole('button', { name: 'Next' }));

    expect(within(sheet).getByText('Details must be at most 1000 characters')).toBeVisible();
    expect(details).toHaveAttribute('aria-invalid', 'true');
    expect(within(sheet).getByText('Step 2 of 3')).toBeVisible();

    fireEvent.change(details, { target: { value: 'x'.repeat(1000) } });
    expect(within(sheet).queryByText('Details must be at most 1000 characters')).toBeNull();
    await user.click(within(sheet).getByRole('button', { name: 'Next' }));
    expect(within(sheet).getByText('Step 3 of 3')).toBeVisible();
    expect(requestKeys(fetchMock)).not.toContain('POST /api/reports');
  });

  it('goes back a step keeping the answers, and Escape closes it without sending', async () => {
    const { user, sheet, fetchMock } = await openSheet();
    await user.click(within(sheet).getByRole('radio', { name: 'Under 18' }));
    await user.click(within(sheet).getByRole('button', { name: 'Next' }));
    await user.click(within(sheet).getByRole('button', { name: 'Back' }));
    expect(within(sheet).getByRole('radio', { name: 'Under 18' })).toBeChecked();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requestKeys(fetchMock)).not.toContain('POST /api/reports');
    expect(screen.getByRole('listitem', { name: 'Hemi Walker' })).toBeVisible();

    // Opened again, it starts over.
    await pickFromMenu(user, 'Hemi Walker', 'Report');
    expect(await screen.findByText('Step 1 of 3')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Under 18' })).not.toBeChecked();
  });

  it('shows the server message and keeps the sheet open when the report fails', async () => {
    const { user } = await openSheet({
      'POST /api/reports': errorResponse(404, 'User not found'),
    });
    await reportThrough(user, 'Hemi Walker', 'Fake profile or scam');

    const sheet = reportSheet('Hemi Walker');
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('User not found');
    expect(within(sheet).getByRole('button', { name: 'Submit report' })).toBeEnabled();
    expect(screen.getByRole('listitem', { name: 'Hemi Walker', hidden: true })).toBeInTheDocument();
  });

  it('shows that it is sending, and cannot be closed meanwhile', async () => {
    const pending = deferred();
    const { user } = await openSheet({ 'POST /api/reports': pending.respond });
    await reportThrough(user, 'Hemi Walker', 'Fake profile or scam');

    const sending = await screen.findByRole('button', { name: 'Sending report...' });
    expect(sending).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(reportSheet('Hemi Walker')).toBeVisible();

    pending.answer(jsonResponse({ id: '5a1e0000-0000-4000-8000-000000000999' }, { status: 201 }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expectToast('Report sent');
  });
});
