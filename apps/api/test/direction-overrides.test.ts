import { VALIDATION_MESSAGES } from '@starmatch/contracts/validation-messages';
import { describe, expect, it } from 'vitest';
import { call } from './support/call.js';
import { type ProbingApi, probes, probingApiPerFile } from './support/route-input-probes.js';
import type { TestApi } from './support/test-api.js';

// Direction overrides and zero-width characters are refused the same way in every free-text
// field but a chat message (shown isolated by the SPA) and the passwords (never shown).

let api: TestApi;
let token: string;
let rowCounts: ProbingApi['rowCounts'];
probingApiPerFile((started) => {
  ({ api, token, rowCounts } = started);
});

const KEEPS_INVISIBLE = [
  'signup body password',
  'login body password',
  'resetPassword body password',
  'updateEmail body currentPassword',
  'deleteAccount body currentPassword',
  'sendMessage body content',
];

/** The probe's request with a right-to-left override where it put its NUL. */
function withOverride({ method, url, body }: (typeof probes)[number]['request']) {
  return {
    method,
    url: url.replaceAll('%00', '%E2%80%AE'),
    body:
      body === undefined ? body : JSON.parse(JSON.stringify(body).replaceAll('\\u0000', '\u202e')),
  };
}

describe('a direction override in any free-text field', () => {
  const textProbes = probes.filter((probe) => probe.kind === 'text');
  const refused = textProbes.filter(
    (probe) => !KEEPS_INVISIBLE.includes(`${probe.name} ${probe.part} ${probe.field}`),
  );

  it('is refused in every field but a message and the passwords, with a 400 naming it', async () => {
    expect(textProbes.map((probe) => `${probe.name} ${probe.part} ${probe.field}`)).toEqual(
      expect.arrayContaining([
        ...KEEPS_INVISIBLE,
        'updateProfile body bio',
        'updateProfile body location',
        'reportUser body details',
        'resolveReport body note',
        'updateEmail body email',
        'signup body fullName',
      ]),
    );
    const before = await rowCounts();
    const answers = [];
    for (const probe of refused) {
      const { method, url, body } = withOverride(probe.request);
      // In a query the override travels percent-encoded.
      expect(JSON.stringify({ url: decodeURIComponent(url), body })).toContain('\u202e');
      const response = await call(api, method, url, body, probe.auth ? { token } : {});
      answers.push({
        field: `${probe.name} ${probe.part} ${probe.field}`,
        status: response.statusCode,
        body: response.json(),
      });
    }
    expect(answers).toEqual(
      refused.map((probe) => ({
        field: `${probe.name} ${probe.part} ${probe.field}`,
        status: 400,
        body: { message: VALIDATION_MESSAGES.invisibleCharacters, code: 'VALIDATION_FAILED' },
      })),
    );
    expect(await rowCounts()).toEqual(before);
  });
});
