import { describe, expect, it } from 'vitest';
import {
  calendarDayText,
  correctionFormToBody,
  createCorrectionFormSchema,
  requestedDetailLines,
} from '../src/corrections.js';

const current = { fullName: 'Aroha Ngata', dateOfBirth: '1996-03-15', gender: 'Female' } as const;
const form = {
  fullName: 'Aroha Ngata',
  dateOfBirth: '15/03/1996',
  gender: 'Female',
  reason: 'x',
} as const;
const now = () => new Date('2026-11-29T00:00:00Z');

describe('the correction form', () => {
  it('asks only for the details that changed', () => {
    expect(correctionFormToBody({ ...form, fullName: 'Aroha Ngata-Smith' }, current)).toEqual({
      fullName: 'Aroha Ngata-Smith',
      reason: 'x',
    });
    expect(
      correctionFormToBody({ ...form, dateOfBirth: '01/08/1995', gender: 'Male' }, current),
    ).toEqual({ dateOfBirth: '1995-08-01T00:00:00.000Z', gender: 'Male', reason: 'x' });
  });

  it('has nothing to ask when every detail is as it was', () => {
    expect(correctionFormToBody(form, current)).toBeNull();
    expect(correctionFormToBody({ ...form, dateOfBirth: ' 15/03/1996 ' }, current)).toBeNull();
  });

  it.each([
    [{ ...form, dateOfBirth: '31/02/1996' }, 'Please enter a real date'],
    [{ ...form, dateOfBirth: '01/01/2015' }, 'You must be 18 or older to join'],
    [{ ...form, reason: ' ' }, 'Please tell us why this needs correcting'],
    [{ ...form, fullName: 'A' }, 'Full name must be at least 2 characters'],
  ])('refuses %j', (input, message) => {
    const result = createCorrectionFormSchema(now).safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('what a request asks for, in words', () => {
  it('names each detail, the date as New Zealand writes it', () => {
    expect(calendarDayText('1995-08-01')).toBe('1 August 1995');
    expect(
      requestedDetailLines({ fullName: 'Aroha Smith', dateOfBirth: '1995-08-01', gender: 'Male' }),
    ).toEqual(['Name: Aroha Smith', 'Date of birth: 1 August 1995', 'Gender: Male']);
    expect(requestedDetailLines({ fullName: null, dateOfBirth: null, gender: 'Male' })).toEqual([
      'Gender: Male',
    ]);
  });
});
