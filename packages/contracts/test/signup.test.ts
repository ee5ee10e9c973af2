import { describe, expect, it } from 'vitest';
import {
  createSignupFormSchema,
  createSignupRequestSchema,
  dateOfBirthTextToIso,
  formatDateOfBirthInput,
  InvalidDateOfBirthTextError,
  parseDateOfBirthText,
  signupFormToRequest,
} from '../src/signup.js';

const base = {
  fullName: '  Aroha Ngata ',
  email: ' Aroha@Example.NZ',
  gender: 'Female',
  password: 'correct horse',
};

function firstMessage(result: { error?: { issues: { message: string }[] } }): string | undefined {
  return result.error?.issues[0]?.message;
}

describe('signup age check (pinned clock, New Zealand date)', () => {
  // 12:00 UTC on 14 June is 00:00 on 15 June in Auckland (NZST, UTC+12).
  const justAfterNzMidnight = createSignupRequestSchema(() => new Date('2025-06-14T12:00:00Z'));
  const justBeforeNzMidnight = createSignupRequestSchema(() => new Date('2025-06-14T11:59:59Z'));

  it('accepts someone whose 18th birthday is today in New Zealand, though not yet in UTC', () => {
    const result = justAfterNzMidnight.safeParse({
      ...base,
      dateOfBirth: '2007-06-15T00:00:00.000Z',
    });
    expect(result.success).toBe(true);
  });

  it('rejects the same person one second before midnight in New Zealand', () => {
    const result = justBeforeNzMidnight.safeParse({
      ...base,
      dateOfBirth: '2007-06-15T00:00:00.000Z',
    });
    expect(firstMessage(result)).toBe('You must be 18 or older to join');
  });

  it('rejects someone a day short of 18 and anyone born in the future', () => {
    for (const dateOfBirth of ['2007-06-16T00:00:00.000Z', '2030-01-01T00:00:00.000Z']) {
      expect(firstMessage(justAfterNzMidnight.safeParse({ ...base, dateOfBirth }))).toBe(
        'You must be 18 or older to join',
      );
    }
  });

  it('lets a 29 February baby turn 18 on 1 March in a non-leap year', () => {
    const dateOfBirth = '2008-02-29T00:00:00.000Z';
    const on28Feb = createSignupRequestSchema(() => new Date('2026-02-28T00:00:00Z'));
    const on1Mar = createSignupRequestSchema(() => new Date('2026-03-01T00:00:00Z'));
    expect(firstMessage(on28Feb.safeParse({ ...base, dateOfBirth }))).toBe(
      'You must be 18 or older to join',
    );
    expect(on1Mar.safeParse({ ...base, dateOfBirth }).success).toBe(true);
  });

  it.each([
    '2001-02-31T00:00:00.000Z',
    '2001-02-29T00:00:00.000Z',
    '1990-04-31T00:00:00Z',
    '1990-13-01T00:00:00+12:00',
    '1990-01-00T00:00:00.000Z',
  ])('rejects %j, well-formed but no such day, with the real-date message', (dateOfBirth) => {
    expect(firstMessage(justAfterNzMidnight.safeParse({ ...base, dateOfBirth }))).toBe(
      'Please enter a real date',
    );
  });

  it.each([
    '15/03/1995',
    '1995-03-15',
    '2001-02-31',
    '2001-02-31T25:00:00Z',
    '2001-02-31T00:00:00',
    'soon',
    19950315,
  ])('rejects %j, not an ISO date-time, with the ISO message', (dateOfBirth) => {
    expect(firstMessage(justAfterNzMidnight.safeParse({ ...base, dateOfBirth }))).toBe(
      'Date of birth must be an ISO date-time',
    );
  });

  it('normalises the parsed request', () => {
    const result = justAfterNzMidnight.parse({ ...base, dateOfBirth: '1990-05-01T00:00:00.000Z' });
    expect(result).toEqual({
      fullName: 'Aroha Ngata',
      email: 'aroha@example.nz',
      gender: 'Female',
      password: 'correct horse',
      dateOfBirth: '1990-05-01T00:00:00.000Z',
    });
  });
});

describe('signup form (dd/mm/yyyy)', () => {
  const form = createSignupFormSchema(() => new Date('2025-06-14T12:00:00Z'));

  it.each([
    ['15/06/2007', true],
    ['16/06/2007', false],
  ])('%s is adult: %s', (dateOfBirth, adult) => {
    const result = form.safeParse({ ...base, dateOfBirth });
    expect(result.success).toBe(adult);
    if (!adult) expect(firstMessage(result)).toBe('You must be 18 or older to join');
  });

  it.each(['1990-05-01', '1/5/1990', '', '01/05/19900', '31-02-1990', 'ab/cd/efgh'])(
    'rejects %j with the format message',
    (dateOfBirth) => {
      expect(firstMessage(form.safeParse({ ...base, dateOfBirth }))).toBe(
        'Date must be in dd/mm/yyyy format',
      );
    },
  );

  it.each(['31/02/2001', '29/02/2001', '29/02/1900', '31/04/1990', '00/01/1990', '01/13/1990'])(
    'rejects %j, which has the right format but no such day, with the real-date message',
    (dateOfBirth) => {
      expect(firstMessage(form.safeParse({ ...base, dateOfBirth }))).toBe(
        'Please enter a real date',
      );
    },
  );

  it('takes 29 February in a leap year, 2000 included', () => {
    expect(form.safeParse({ ...base, dateOfBirth: '29/02/2000' }).success).toBe(true);
  });

  it('rejects an unselected gender with the documented message', () => {
    const result = form.safeParse({ ...base, dateOfBirth: '01/05/1990', gender: '' });
    expect(firstMessage(result)).toBe('Please select your gender');
  });

  it('turns a valid form into the API request', () => {
    const parsed = form.parse({ ...base, dateOfBirth: '29/02/1996' });
    expect(signupFormToRequest(parsed)).toEqual({
      fullName: 'Aroha Ngata',
      email: 'aroha@example.nz',
      gender: 'Female',
      password: 'correct horse',
      dateOfBirth: '1996-02-29T00:00:00.000Z',
    });
    expect(createSignupRequestSchema().safeParse(signupFormToRequest(parsed)).success).toBe(true);
  });
});

describe('date of birth text helpers', () => {
  it('parses real days only', () => {
    expect(parseDateOfBirthText('05/11/1988')).toEqual({ year: 1988, month: 11, day: 5 });
    expect(parseDateOfBirthText('29/02/2023')).toBeNull();
    expect(parseDateOfBirthText('5/11/1988')).toBeNull();
  });

  it('converts to UTC midnight ISO and throws a named error for bad text', () => {
    expect(dateOfBirthTextToIso('05/11/1988')).toBe('1988-11-05T00:00:00.000Z');
    expect(() => dateOfBirthTextToIso('1988-11-05')).toThrow(InvalidDateOfBirthTextError);
    expect(() => dateOfBirthTextToIso('1988-11-05')).toThrow(
      'Date must be in dd/mm/yyyy format: "1988-11-05"',
    );
  });

  it.each([
    ['', ''],
    ['1', '1'],
    ['15', '15'],
    ['150', '15/0'],
    ['1503', '15/03'],
    ['15031', '15/03/1'],
    ['15031995', '15/03/1995'],
    ['150319951234', '15/03/1995'],
    ['15/03/1995', '15/03/1995'],
    ['15a03b1995', '15/03/1995'],
  ])('formats typed %j as %j', (typed, shown) => {
    expect(formatDateOfBirthInput(typed)).toBe(shown);
  });
});
