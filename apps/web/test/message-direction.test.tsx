import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chatApi, openChat } from './chat-api';
import { matchesApi } from './matches-api';
import { HEMI, KIRI, message } from './matches-fixtures';
import { jsonResponse, renderApp } from './render-app';

// A chat message may hold direction overrides and zero-width characters (the API keeps them
// in messages only). Each message's text is shown in its own element with dir="auto", which
// browsers isolate (unicode-bidi: isolate), so an override cannot reorder the speaker, the
// time or anything else around it, and the text is shown exactly as sent.

const OVERRIDDEN = 'Kia ora \u202eereht\u202c and\u200b bye';

describe('a message holding a direction override', () => {
  it('is shown in the chat in an isolated element of its own, exactly as sent', async () => {
    chatApi(() => [message(1, { content: OVERRIDDEN })]);
    await openChat();

    const list = await screen.findByRole('list', { name: 'Messages' });
    const text = within(list).getByText(OVERRIDDEN);
    expect(text.tagName).toBe('P');
    expect(text).toHaveAttribute('dir', 'auto');
    // Only the message is inside: the speaker and the time stay outside the isolated text.
    expect(text.textContent).toBe(OVERRIDDEN);
    expect(text.closest('[data-bubble]')?.textContent).toContain('Hemi Walker:');
  });

  it('is isolated in the preview of the matches list too', async () => {
    matchesApi({
      'GET /api/matches': jsonResponse([
        { ...HEMI, lastMessage: { content: OVERRIDDEN, createdAt: HEMI.createdAt } },
        KIRI,
      ]),
    });
    renderApp('/matches');

    const preview = await screen.findByText(OVERRIDDEN);
    expect(preview).toHaveAttribute('dir', 'auto');
    expect(preview.textContent).toBe(OVERRIDDEN);
  });
});
