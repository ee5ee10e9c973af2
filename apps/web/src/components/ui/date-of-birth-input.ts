import { formatDateOfBirthInput } from '@starmatch/contracts/signup';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * What the date field shows after an edit: digits with slashes typed in as
 * dd/mm/yyyy. Browser autofill of a birthday can arrive as yyyy-mm-dd, which
 * would otherwise be read as the wrong day, so it is reordered first.
 */
export function dateOfBirthInputValue(raw: string): string {
  const iso = ISO_DATE.exec(raw.trim());
  if (iso) {
    const [, year, month, day] = iso;
    return `${day}/${month}/${year}`;
  }
  return formatDateOfBirthInput(raw);
}
