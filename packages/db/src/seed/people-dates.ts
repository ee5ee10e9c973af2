const DAY_MS = 86_400_000;

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * The 'YYYY-MM-DD' birthday of someone who turns exactly `age` on `now`'s UTC date minus
 * `daysSinceBirthday` days. daysSinceBirthday must be 0..364 so the age stays `age`.
 */
export function dateOfBirthForAge(now: Date, age: number, daysSinceBirthday: number): string {
  if (daysSinceBirthday < 0 || daysSinceBirthday > 364) {
    throw new RangeError(`daysSinceBirthday must be 0..364, got ${daysSinceBirthday}`);
  }
  const lastBirthday = Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate());
  // 29 February in a non-leap year rolls to 1 March; step back to 28 February so the birthday
  // is never after `now`'s month and day.
  const adjusted =
    new Date(lastBirthday).getUTCMonth() !== now.getUTCMonth()
      ? lastBirthday - DAY_MS
      : lastBirthday;
  return isoDate(adjusted - daysSinceBirthday * DAY_MS);
}

export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}
