import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiRoute } from '../src/api-route.js';
import { API_ROUTE_NAMES, apiRoutes } from '../src/api-routes.js';
import { clientFrameSchema } from '../src/realtime.js';
import { realtimeConnectQuerySchema } from '../src/realtime-ticket.js';
import { singleLineText } from '../src/text.js';
import {
  type TextFieldProbe,
  textFieldProbes,
  UnreachedFieldError,
  UnsupportedSchemaError,
} from '../src/text-field-probes.js';
import { VALIDATION_MESSAGES } from '../src/validation-messages.js';
import { routeExamples } from './examples/route-examples.js';
import { CLIENT_MESSAGE_ID, MATCH_ID, OTHER_USER_ID } from './fixtures.js';

// Every string a client can send, found by walking the schemas, holds a NUL in one probe each:
// every one must be refused, and free text with the control-character message. A field added to
// any request or client frame is probed here without a new test.

const REQUEST_PARTS = ['params', 'query', 'body'] as const;

const clientFrames = [
  { type: 'send_message', matchId: MATCH_ID, otherUserId: OTHER_USER_ID, content: 'Kia ora!' },
  {
    type: 'send_message',
    matchId: MATCH_ID,
    otherUserId: OTHER_USER_ID,
    content: 'Kia ora!',
    clientMessageId: CLIENT_MESSAGE_ID,
  },
  { type: 'typing', matchId: MATCH_ID, otherUserId: OTHER_USER_ID, isTyping: true },
  { type: 'mark_read', matchId: MATCH_ID },
];

interface Contract {
  readonly name: string;
  readonly schema: z.ZodType;
  readonly valid: readonly unknown[];
}

const contracts: Contract[] = [
  ...API_ROUTE_NAMES.flatMap((name) => {
    const route: ApiRoute = apiRoutes[name];
    return REQUEST_PARTS.flatMap((part) => {
      const schema = route[part];
      const valid = routeExamples[name][part]?.valid;
      return schema && valid ? [{ name: `${name} ${part}`, schema, valid }] : [];
    });
  }),
  { name: 'WebSocket client frame', schema: clientFrameSchema, valid: clientFrames },
  { name: 'WebSocket connect query', schema: realtimeConnectQuerySchema, valid: [{ token: 't1' }] },
];

const probes = contracts.flatMap(({ name, schema, valid }) =>
  textFieldProbes(schema, valid).map((probe) => ({
    name,
    schema,
    field: probe.path.join('.'),
    ...probe,
  })),
);

function firstIssue(schema: z.ZodType, probe: TextFieldProbe) {
  const result = schema.safeParse(probe.input);
  return result.success ? 'accepted' : result.error.issues[0]?.message;
}

describe('a NUL in any text a client sends', () => {
  it('is probed in the fields that answered 500 before, and in every client frame', () => {
    const fields = probes.map(({ name, field, kind }) => `${name}: ${field} (${kind})`);
    expect(fields).toEqual(
      expect.arrayContaining([
        'signup body: fullName (text)',
        'signup body: password (text)',
        'joinWaitlist body: email (text)',
        'joinWaitlist body: userAgent (text)',
        'updateProfile body: bio (text)',
        'updateProfile body: location (text)',
        'updateProfile body: photos.0 (text)',
        'updateProfile body: profileImageUrl (text)',
        'resetPassword body: token (text)',
        'sendMessage body: content (text)',
        'getMessages query: before (closed)',
        'getMessages params: matchId (closed)',
        'WebSocket client frame: content (text)',
        'WebSocket client frame: matchId (closed)',
        'WebSocket connect query: token (text)',
      ]),
    );
    // Both profile bodies that carry a bio are probed: the setup and the bio edit.
    expect(fields.filter((f) => f === 'updateProfile body: bio (text)')).toHaveLength(2);
  });

  it.each(probes.filter((probe) => probe.kind === 'text'))(
    '$name: $field is refused for its control character',
    ({ schema, ...probe }) => {
      expect(firstIssue(schema, probe)).toBe(VALIDATION_MESSAGES.controlCharacters);
    },
  );

  it.each(probes.filter((probe) => probe.kind === 'closed'))(
    '$name: $field is refused by its own format',
    ({ schema, ...probe }) => {
      expect(firstIssue(schema, probe)).not.toBe('accepted');
    },
  );
});

/**
 * The text fields that keep invisible and direction characters: a chat message (shown isolated
 * in the SPA) and passwords (never shown, and a person must be able to type the one they chose).
 */
const KEEPS_INVISIBLE = [
  'signup body: password',
  'login body: password',
  'resetPassword body: password',
  'updateEmail body: currentPassword',
  'deleteAccount body: currentPassword',
  'sendMessage body: content',
  'WebSocket client frame: content',
];

const overrideProbes = contracts.flatMap(({ name, schema, valid }) =>
  textFieldProbes(schema, valid, '\u202e')
    .filter((probe) => probe.kind === 'text')
    .map((probe) => ({ name, schema, field: probe.path.join('.'), ...probe })),
);

describe('a direction override in any free text a client sends', () => {
  it('is kept only in a chat message and in passwords', () => {
    const kept = overrideProbes
      .filter(({ schema, ...probe }) => firstIssue(schema, probe) === 'accepted')
      .map(({ name, field }) => `${name}: ${field}`);
    expect([...new Set(kept)].sort()).toEqual([...KEEPS_INVISIBLE].sort());
  });

  it.each(
    overrideProbes.filter(({ name, field }) => !KEEPS_INVISIBLE.includes(`${name}: ${field}`)),
  )('$name: $field is refused for it', ({ schema, ...probe }) => {
    expect(firstIssue(schema, probe)).toBe(VALIDATION_MESSAGES.invisibleCharacters);
  });

  it('reaches the free-text fields the issue names', () => {
    const fields = overrideProbes.map(({ name, field }) => `${name}: ${field}`);
    expect(fields).toEqual(
      expect.arrayContaining([
        'updateProfile body: bio',
        'updateProfile body: location',
        'reportUser body: details',
        'resolveReport body: note',
        'updateEmail body: email',
        'signup body: fullName',
      ]),
    );
  });
});

/** The issues of every option of a union, each with its path from the root. */
function leafIssues(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  return issues.flatMap((issue) =>
    issue.code === 'invalid_union' ? issue.errors.flatMap((option) => leafIssues(option)) : [issue],
  );
}

/** A 100 000-character run ending in a space, the shape that made a URL pattern backtrack. */
const LONG = `${'x'.repeat(100_000)} `;
const longProbes = contracts.flatMap(({ name, schema, valid }) =>
  textFieldProbes(schema, valid, LONG)
    .filter((probe) => probe.kind === 'text')
    .map((probe) => ({ name, schema, field: probe.path.join('.'), ...probe })),
);

describe('an over-long value in any free text a client sends', () => {
  it.each(longProbes)(
    '$name: $field answers its length rule alone, the checks after it not run',
    ({ schema, ...probe }) => {
      const result = schema.safeParse(probe.input);
      expect(result.success).toBe(false);
      const atField = leafIssues(result.error?.issues ?? []).filter(
        (issue) => issue.path.join('.') === probe.path.join('.'),
      );
      expect(atField.length).toBeGreaterThan(0);
      expect(new Set(atField.map((issue) => issue.code))).toEqual(new Set(['too_big']));
    },
  );
});

describe('textFieldProbes', () => {
  const loose = z.object({
    name: singleLineText(),
    note: z.string().optional(),
    tags: z.array(z.enum(['a', 'b'])),
  });

  it('finds a field that is absent from every valid input, and one that lets a NUL through', () => {
    const found = textFieldProbes(loose, [{ name: 'Aroha', tags: ['a'] }]);
    expect(found).toEqual([
      { path: ['name'], kind: 'text', input: { name: 'Aro\u0000ha', tags: ['a'] } },
      { path: ['note'], kind: 'text', input: { name: 'Aroha', note: 'te\u0000xt', tags: ['a'] } },
      { path: ['tags', 0], kind: 'closed', input: { name: 'Aroha', tags: ['a\u0000'] } },
    ]);
    // The plain z.string() field accepts the NUL: the generated test above would fail on it.
    expect(firstIssue(loose, found[1] as TextFieldProbe)).toBe('accepted');
    expect(firstIssue(loose, found[0] as TextFieldProbe)).toBe(
      VALIDATION_MESSAGES.controlCharacters,
    );
  });

  it('probes each union option with the inputs of that option', () => {
    const either = z.union([
      z.strictObject({ kind: z.literal('a'), text: singleLineText() }),
      z.strictObject({ kind: z.literal('b'), other: singleLineText() }),
    ]);
    const found = textFieldProbes(either, [
      { kind: 'a', text: 'one' },
      { kind: 'b', other: 'two' },
    ]);
    expect(found.map(({ path, input }) => ({ path, input }))).toEqual([
      { path: ['kind'], input: { kind: 'a\u0000', text: 'one' } },
      { path: ['text'], input: { kind: 'a', text: 'on\u0000e' } },
      { path: ['kind'], input: { kind: 'b\u0000', other: 'two' } },
      { path: ['other'], input: { kind: 'b', other: 'tw\u0000o' } },
    ]);
  });

  it('fails loudly where it cannot probe', () => {
    const nested = z.object({ inner: z.object({ text: singleLineText() }).optional() });
    expect(() => textFieldProbes(nested, [{}])).toThrow(UnreachedFieldError);
    expect(() => textFieldProbes(z.object({ anything: z.unknown() }), [{}])).toThrow(
      UnsupportedSchemaError,
    );
    expect(() =>
      textFieldProbes(z.object({ map: z.record(z.string(), z.string()) }), [{ map: {} }]),
    ).toThrow(UnsupportedSchemaError);
  });
});
