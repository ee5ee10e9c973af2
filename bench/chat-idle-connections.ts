import type { Database } from '../packages/db/dist/database.js';
import { startGateway } from './chat-gateway-process.js';
import { createPeople } from './chat-people.js';
import { type BenchSocket, openSocket } from './chat-socket.js';
import type { Kysely } from './kysely.js';
import { log } from './settings.js';

/** The resident memory `count` idle sockets add to one gateway process of its own. */
export async function measureIdleConnections(
  db: Kysely<Database>,
  count: number,
  gatewayEnv: Record<string, string>,
): Promise<string> {
  const gateway = await startGateway(gatewayEnv);
  const sockets: BenchSocket[] = [];
  try {
    log(`opening ${count} idle connections on a third gateway`);
    const people = await createPeople(db, count);
    const tickets = await Promise.all(people.map((person) => person.ticket()));
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const before = await gateway.rss();
    for (const ticket of tickets) sockets.push(await openSocket(gateway.url, ticket));
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const after = await gateway.rss();
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    return `idle connections: ${count} sockets added ${mb(after - before)} MB RSS to one gateway (${((after - before) / count / 1024).toFixed(1)} KB each; ${mb(before)} MB before)`;
  } finally {
    for (const socket of sockets) socket.socket.close();
    await gateway.stop();
  }
}
