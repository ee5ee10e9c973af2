import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { VALIDATION_MESSAGES } from '@starmatch/contracts/validation-messages';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, requestKeys, sentBodies, stubApi } from './api-stub';
import { jsonResponse, renderApp } from './render-app';

// /appeal?token=…: the link of a suspension's or ban's email and of the sign-in refusal, for
// someone who cannot sign in (docs/PRODUCT.md "Appeals").

const TOKEN = 'AbC-token_1.sig';
const GET_KEY = `GET /api/appeals/${TOKEN}`;
const TEXT = 'Those messages were sent by my brother from my phone.';
const SENT =
  "Thanks. A moderator who did not make the first decision will review your appeal. We'll email you the answer.";

async function openAppeal(search = `?token=${TOKEN}`) {
  const view = renderApp(`/appeal${search}`);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('the appeal page', () => {
  it('shows a ban, checks the text, files the appeal and thanks the person', async () => {
    const fetchMock = stubApi({
      [GET_KEY]: jsonResponse({ sanction: 'ban', until: null, appeal: null }),
      'POST /api/appeals': jsonResponse(
        {
          sanction: 'ban',
          until: null,
          appeal: { status: 'open', createdAt: '2026-12-01T00:00:00.000Z', decidedAt: null },
        },
        { status: 201 },
      ),
    });
    const { user } = await openAppeal();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ask for a second look' }),
    ).toBeVisible();
    expect(await screen.findByText('Your account was closed.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Read the Community Standards' })).toHaveAttribute(
      'href',
      '/terms#community-standards',
    );

    const field = screen.getByLabelText('Why should we look again?');
    await user.type(field, 'too short');
    expect(screen.getByText('9/2000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send my appeal' }));
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining(VALIDATION_MESSAGES.appealTextTooShort),
    );
    expect(field).toHaveFocus();
    expect(requestKeys(fetchMock)).not.toContain('POST /api/appeals');

    await user.clear(field);
    await user.type(field, `  ${TEXT}  `);
    await user.click(screen.getByRole('button', { name: 'Send my appeal' }));
    expect(await screen.findByText(SENT)).toBeVisible();
    expect(sentBodies(fetchMock, 'POST /api/appeals')).toEqual([{ token: TOKEN, text: TEXT }]);
  });

  it('shows a suspension with its end in New Zealand time', async () => {
    stubApi({
      [GET_KEY]: jsonResponse({
        sanction: 'suspend',
        until: '2026-12-08T03:00:00.000Z',
        appeal: null,
      }),
    });
    await openAppeal();
    expect(
      await screen.findByText(
        'Your account is suspended until Tuesday, 8 December 2026 at 4:00 pm.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send my appeal' })).toBeVisible();
  });

  it('shows an appeal already filed, and its outcome, instead of the form', async () => {
    stubApi({
      [GET_KEY]: jsonResponse({
        sanction: 'ban',
        until: null,
        appeal: {
          status: 'rejected',
          createdAt: '2026-12-01T00:00:00.000Z',
          decidedAt: '2026-12-02T00:00:00.000Z',
        },
      }),
    });
    await openAppeal();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your appeal' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'A moderator reviewed your appeal and the decision stands.',
    );
    expect(screen.queryByRole('button', { name: 'Send my appeal' })).toBeNull();
  });

  it('says a link whose sanction no longer stands no longer works, and one without a token', async () => {
    stubApi({
      [GET_KEY]: errorResponse(400, API_MESSAGES.invalidAppealLink, 'INVALID_APPEAL_TOKEN'),
    });
    await openAppeal();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Link no longer works' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(API_MESSAGES.invalidAppealLink);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('says so at once for a link without its token, asking nothing', async () => {
    const fetchMock = stubApi({});
    await openAppeal('');
    expect(screen.getByRole('heading', { level: 1, name: 'Link no longer works' })).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers to try again when the server fails', async () => {
    let up = false;
    stubApi({
      [GET_KEY]: () =>
        up
          ? jsonResponse({ sanction: 'ban', until: null, appeal: null })
          : errorResponse(503, 'Service unavailable'),
    });
    const { user } = await openAppeal();
    // Asked again twice (1 s, then 2 s later) before the page gives up.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: "Couldn't load your appeal" },
        { timeout: 6_000 },
      ),
    ).toBeVisible();
    up = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your account was closed.')).toBeVisible();
  }, 10_000);

  it('says a second appeal was already filed in the server’s words', async () => {
    stubApi({
      [GET_KEY]: jsonResponse({ sanction: 'ban', until: null, appeal: null }),
      'POST /api/appeals': errorResponse(409, API_MESSAGES.appealAlreadyFiled, 'CONFLICT'),
    });
    const { user } = await openAppeal();
    await user.type(await screen.findByLabelText('Why should we look again?'), TEXT);
    await user.click(screen.getByRole('button', { name: 'Send my appeal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(API_MESSAGES.appealAlreadyFiled);
  });
});
