import { lateBound, perFile } from '@starmatch/test-support/per-file';
import type { ServiceProcess } from '@starmatch/test-support/service-process';
import { matchOf, signedInPerson, startDistributedStack } from './distributed-stack.js';

/**
 * A distributed stack for the whole test file: started before its first test (it may take a
 * minute), stopped after its last, when `stopped` gets the processes' exit codes. What it answers
 * is read when a test uses it: `stack` itself, and its api and gateway processes in order.
 */
export function distributedStackPerFile(
  apiCount: number,
  gatewayCount: number,
  stopped: (codes: Array<number | null>) => void = () => {},
) {
  const stack = perFile(
    () => startDistributedStack(apiCount, gatewayCount),
    async (started) => stopped(await started.stop()),
    60_000,
  );
  const apis = Array.from({ length: apiCount }, (_, index) =>
    lateBound(() => stack.apis[index] as ServiceProcess),
  );
  const gateways = Array.from({ length: gatewayCount }, (_, index) =>
    lateBound(() => stack.gateways[index] as ServiceProcess),
  );
  /** Aroha and Nikau, signed in, in a match of their own. */
  async function couple() {
    const aroha = await signedInPerson(stack.database.db, 'Aroha', 'Female');
    const nikau = await signedInPerson(stack.database.db, 'Nikau', 'Male');
    const matchId = await matchOf(stack.database.db, aroha.userId, nikau.userId);
    return { aroha, nikau, matchId };
  }
  return { stack, apis, gateways, couple };
}
