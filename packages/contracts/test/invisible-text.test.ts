import { describe, expect, it } from 'vitest';
import { messageContentSchema } from '../src/messages.js';
import { bioEditSchema } from '../src/profile.js';
import { multilineText, singleLineText } from '../src/text.js';
import { VALIDATION_MESSAGES } from '../src/validation-messages.js';

// Which invisible characters free text refuses, and the uses of the two joiners it keeps.

const INVISIBLE = VALIDATION_MESSAGES.invisibleCharacters;

function message(
  schema: { safeParse(input: unknown): { error?: { issues: { message: string }[] } } },
  input: unknown,
) {
  return schema.safeParse(input).error?.issues[0]?.message ?? 'accepted';
}

const code = (char: string) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase()}`;

const REFUSED = [
  // Embeddings and overrides, isolates, and the three marks.
  ...'\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c',
  // Zero-width space, joiners, word joiner, byte order mark.
  ...'\u200b\u200c\u200d\u2060\ufeff',
  // Invisible maths operators and the deprecated format characters.
  ...'\u2061\u2062\u2063\u2064\u206a\u206b\u206c\u206d\u206e\u206f',
];

describe('free text refuses invisible and direction characters', () => {
  it.each(REFUSED.map((char) => ({ char, code: code(char) })))(
    '$code between two Latin letters, in one line and in several',
    ({ char }) => {
      expect(message(singleLineText(), `Auck${char}land`)).toBe(INVISIBLE);
      expect(message(multilineText(), `Kia ora${char}\nkoutou`)).toBe(INVISIBLE);
    },
  );

  it.each([
    ['at the start', '\u200dAroha'],
    ['at the end', 'Aroha \u{1F469}\u200d'],
    ['after an emoji, before a letter', '\u{1F469}\u200da'],
    ['after a letter, before an emoji', 'a\u200d\u{1F469}'],
    ['twice between two emoji', '\u{1F469}\u200d\u200d\u{1F468}'],
    ['between Latin letters after Persian text', 'می ab\u200ccd'],
  ])('a joiner %s', (_where, text) => {
    expect(message(multilineText(), text)).toBe(INVISIBLE);
  });
});

describe('free text keeps the joiners where writing needs them', () => {
  it.each([
    ['a couple with a heart', '\u{1F469}\u200d\u2764\ufe0f\u200d\u{1F468}'],
    ['the rainbow flag', '\u{1F3F3}\ufe0f\u200d\u{1F308}'],
    ['a coder with a skin tone', '\u{1F469}\u{1F3FD}\u200d\u{1F4BB}'],
    ['a family', '\u{1F468}\u200d\u{1F469}\u200d\u{1F467}\u200d\u{1F466}'],
    ['a woman running', '\u{1F3C3}\u200d\u2640\ufe0f'],
  ])('an emoji ZWJ sequence: %s', (_name, emoji) => {
    const bio = `Loves the beach ${emoji} and coffee`;
    expect(bioEditSchema.parse({ bio })).toEqual({ bio });
    expect(singleLineText().parse(emoji)).toBe(emoji);
  });

  it('the non-joiner inside a Persian word, and the joiner after a Devanagari virama', () => {
    const persian = 'می\u200cخواهم';
    // The same word with a vowel sign (shared by Arabic and Syriac) before the non-joiner.
    const voweled = 'می\u064e\u200cخواهم';
    const hindi = 'क्\u200dष';
    for (const text of [persian, voweled, hindi]) expect(multilineText().parse(text)).toBe(text);
  });
});

describe('a chat message keeps them all', () => {
  it('keeps an override, a mark and a zero-width space exactly as sent', () => {
    const content = 'Hi \u202eereht\u202c \u200fyou\u200b!';
    expect(messageContentSchema.parse(content)).toBe(content);
  });
});
