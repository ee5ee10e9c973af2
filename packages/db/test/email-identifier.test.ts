import { describe, expect, it } from 'vitest';
import { emailIdentifier } from '../src/email-identifier.js';

describe('emailIdentifier', () => {
  it('lower-cases and trims every address', () => {
    expect(emailIdentifier('  FirstLast@Example.com ')).toBe('firstlast@example.com');
    expect(emailIdentifier('Aroha@Xtra.CO.NZ')).toBe('aroha@xtra.co.nz');
  });

  it('keeps dots and a +tag outside Gmail, where they may be another inbox', () => {
    expect(emailIdentifier('First.Last+x@example.com')).toBe('first.last+x@example.com');
    expect(emailIdentifier('first.last@outlook.com')).toBe('first.last@outlook.com');
    expect(emailIdentifier('first.last@mail.gmail.com')).toBe('first.last@mail.gmail.com');
  });

  it('drops dots and everything from the first + of a Gmail address', () => {
    expect(emailIdentifier('first.last+x@gmail.com')).toBe('firstlast@gmail.com');
    expect(emailIdentifier('F.i.r.s.t.L.a.s.t@Gmail.com')).toBe('firstlast@gmail.com');
    expect(emailIdentifier('firstlast+a+b.c@gmail.com')).toBe('firstlast@gmail.com');
    expect(emailIdentifier(' First.Last+Dating@GMAIL.COM ')).toBe('firstlast@gmail.com');
  });

  it('treats googlemail.com as gmail.com', () => {
    expect(emailIdentifier('First.Last@googlemail.com')).toBe('firstlast@gmail.com');
    expect(emailIdentifier('firstlast+x@GoogleMail.com')).toBe('firstlast@gmail.com');
  });

  it('takes the domain after the last @', () => {
    expect(emailIdentifier('"a@b".c+d@gmail.com')).toBe('"a@b"c@gmail.com');
  });

  it('leaves a string without @ trimmed and lower case', () => {
    expect(emailIdentifier(' Not An Email ')).toBe('not an email');
  });
});
