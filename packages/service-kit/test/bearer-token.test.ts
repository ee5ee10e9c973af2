import { describe, expect, it } from 'vitest';
import { bearerTokenOf } from '../src/bearer-token.js';

describe('bearerTokenOf', () => {
  it.each([
    ['Bearer abc_DEF-123', 'abc_DEF-123'],
    ['bearer abc_DEF-123', 'abc_DEF-123'],
    ['BEARER abc_DEF-123', 'abc_DEF-123'],
    ['bEaReR  abc_DEF-123 ', 'abc_DEF-123'],
  ])('reads %j in any case of the scheme', (header, token) => {
    expect(bearerTokenOf(header)).toBe(token);
  });

  it.each([
    undefined,
    '',
    'Bearer',
    'Bearer ',
    'Basic abc',
    'Token abc',
    'Bearerabc',
    'Bearer abc def',
    ' Bearer abc',
  ])('finds no token in %j', (header) => {
    expect(bearerTokenOf(header)).toBeNull();
  });
});
