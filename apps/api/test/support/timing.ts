import { hashPassword } from '@starmatch/db/passwords';

/** The quickest of a few argon2id hashes on this machine: the floor a hashed answer cannot beat. */
export async function fastestHashMs(runs = 3): Promise<number> {
  let fastest = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await hashPassword('timing probe');
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}
