import { redisCli } from './redis-process.js';

// What a cluster node says of the cluster (CLUSTER NODES), as far as the harness needs it: who
// is a primary, which slots it serves, and who has been marked failed.

export interface ClusterNodeView {
  port: number;
  primary: boolean;
  /** Marked fail (or, before the others agree, fail? by this node). */
  failing: boolean;
  /** Slot ranges it serves, inclusive; a replica serves none. */
  slots: [number, number][];
}

/**
 * `<id> <ip:port@cport> <flags> <primary> <ping> <pong> <epoch> <link> <slot>…`: slots are
 * `n` or `a-b`; `[…]` entries are slots in migration, of no concern to the harness.
 */
export function parseClusterNodes(text: string): ClusterNodeView[] {
  return text
    .split('\n')
    .map((line) => line.trim().split(' '))
    .filter((fields) => fields.length >= 8)
    .map((fields) => {
      const flags = (fields[2] ?? '').split(',');
      const slots = fields
        .slice(8)
        .filter((slot) => !slot.startsWith('['))
        .map((slot): [number, number] => {
          const [from, to] = slot.split('-').map(Number);
          return [from ?? 0, to ?? from ?? 0];
        });
      return {
        port: Number((fields[1] ?? '').split('@')[0]?.split(':').pop()),
        primary: flags.includes('master'),
        failing: flags.includes('fail') || flags.includes('fail?'),
        slots,
      };
    });
}

/** The node that `port` believes serves `slot`, if any and not failing. */
export async function primaryOfSlot(port: number, slot: number): Promise<number | undefined> {
  const nodes = parseClusterNodes(await redisCli(port, 'cluster', 'nodes'));
  const owner = nodes.find(
    (node) => node.primary && node.slots.some(([from, to]) => slot >= from && slot <= to),
  );
  return owner && !owner.failing ? owner.port : undefined;
}

export async function keySlot(port: number, key: string): Promise<number> {
  return Number((await redisCli(port, 'cluster', 'keyslot', key)).trim());
}
