import { describe, expect, it } from 'vitest';
import { createSignupRequestSchema } from '../src/signup.js';
import { multilineText, personName, singleLineText } from '../src/text.js';
import { VALIDATION_MESSAGES } from '../src/validation-messages.js';

const CONTROL = VALIDATION_MESSAGES.controlCharacters;
const INVISIBLE = VALIDATION_MESSAGES.invisibleCharacters;

/** U+0000 to U+001F and DEL, each by itself. */
const controlCharacters = [
  ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)),
  '\u007f',
];
const named = (char: string) => `U+${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

function message(
  schema: { safeParse(input: unknown): { error?: { issues: { message: string }[] } } },
  input: unknown,
) {
  return schema.safeParse(input).error?.issues[0]?.message ?? 'accepted';
}

describe('singleLineText', () => {
  it.each(controlCharacters.map((char) => ({ char, code: named(char) })))(
    'refuses $code inside the text',
    ({ char }) => {
      expect(message(singleLineText(), `a${char}b`)).toBe(CONTROL);
    },
  );

  it('keeps everything else, including emoji and no-break spaces', () => {
    const text = 'Ngā mihi ✨ \u00a0#1 ~!@';
    expect(singleLineText().parse(text)).toBe(text);
  });

  it('checks after trimming, so surrounding line breaks are not refused when trimmed', () => {
    expect(singleLineText({ trim: true }).parse('\t Aroha \r\n')).toBe('Aroha');
    expect(message(singleLineText(), ' Aroha\n')).toBe(CONTROL);
  });

  it('reports a missing value with the given message', () => {
    expect(message(singleLineText({ error: 'Required here' }), undefined)).toBe('Required here');
  });
});

describe('multilineText', () => {
  it('keeps tabs and newlines, and turns CRLF and CR line breaks into newlines', () => {
    expect(multilineText().parse('Line one\n\tLine two\r\nthree\rfour')).toBe(
      'Line one\n\tLine two\nthree\nfour',
    );
  });

  it.each(
    controlCharacters
      .filter((char) => !['\t', '\n', '\r'].includes(char))
      .map((char) => ({ char, code: named(char) })),
  )('refuses $code', ({ char }) => {
    expect(message(multilineText({ trim: true }), `Hello${char} there`)).toBe(CONTROL);
  });
});

describe('personName', () => {
  it('is stored in NFC, so the two ways of typing an accent are one name', () => {
    const decomposed = 'Rene\u0301e Ma\u0304ori';
    const composed = 'Ren\u00e9e M\u0101ori';
    expect(personName().parse(` ${decomposed} `)).toBe(composed);
    expect(personName().parse(composed)).toBe(composed);
  });

  it.each(['\u202a', '\u202e', '\u2066', '\u2069', '\u200f', '\u200b', '\ufeff'])(
    'refuses the invisible character %j',
    (char) => {
      expect(message(personName(), `Aroha${char} Ngata`)).toBe(INVISIBLE);
    },
  );

  it('keeps right-to-left names', () => {
    expect(personName().parse('ليلى أحمد')).toBe('ليلى أحمد');
  });

  it('refuses a control character before the length rules speak', () => {
    expect(message(personName(), '\u0000')).toBe(CONTROL);
    expect(message(personName(), 'A\nB')).toBe(CONTROL);
  });
});

describe('existing messages keep their precedence', () => {
  const signup = createSignupRequestSchema(() => new Date('2025-06-01T00:00:00Z'));
  const valid = {
    fullName: 'Aroha Ngata',
    dateOfBirth: '1996-04-02T00:00:00.000Z',
    email: 'aroha@example.nz',
    gender: 'Female',
    password: 'correct horse',
  };

  it('measures a name after NFC, so a decomposed 100-character name fits', () => {
    const name = 'e\u0301'.repeat(100);
    expect(signup.parse({ ...valid, fullName: name }).fullName).toBe('\u00e9'.repeat(100));
  });

  it.each([
    [{ fullName: ' A ' }, VALIDATION_MESSAGES.fullNameTooShort],
    [{ fullName: 'x'.repeat(101) }, VALIDATION_MESSAGES.fullNameTooLong],
    [{ fullName: 'A\u0000' }, CONTROL],
    [{ fullName: '\u202eAroha' }, INVISIBLE],
    [{ email: 'aroha@' }, VALIDATION_MESSAGES.email],
    [{ email: 'aroha\u0000@example.nz' }, CONTROL],
    [{ password: 'short' }, VALIDATION_MESSAGES.passwordTooShort],
    [{ password: 'correct\u0000horse' }, CONTROL],
  ])('%j answers %j', (change, expected) => {
    expect(message(signup, { ...valid, ...change })).toBe(expected);
  });
});
