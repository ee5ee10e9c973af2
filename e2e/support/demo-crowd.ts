import { DEMO_PASSWORD } from '@starmatch/db/seed/demo-accounts';
import { buildDemoPeople } from '@starmatch/db/seed/demo-people';

export { DEMO_PASSWORD };

/**
 * The sign-in email of each seeded person by full name. Names and emails come from the seed's
 * fixed random sequence, not the day it ran, so the server's crowd is this one. A name the
 * crowd has twice is left out: it could be either person.
 */
export function demoEmailsByName(): ReadonlyMap<string, string> {
  const emails = new Map<string, string>();
  const clashes = new Set<string>();
  for (const person of buildDemoPeople(new Date())) {
    if (emails.has(person.fullName)) clashes.add(person.fullName);
    emails.set(person.fullName, person.email);
  }
  for (const name of clashes) emails.delete(name);
  return emails;
}
