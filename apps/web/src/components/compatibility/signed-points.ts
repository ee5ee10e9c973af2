// A factor's contribution as people read it: '+38', '−6' (a true minus sign, as typeset), '0'.
const MINUS = '\u2212';

export function signedPoints(points: number): string {
  if (points > 0) return `+${points}`;
  if (points < 0) return `${MINUS}${Math.abs(points)}`;
  return '0';
}
