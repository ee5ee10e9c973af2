import { VERIFICATION_CODE } from '@starmatch/contracts/constants';

/** What the code field keeps of a keystroke or paste: letters and digits, uppercased, 6 at most. */
export function verificationCodeInputValue(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, VERIFICATION_CODE.length);
}
