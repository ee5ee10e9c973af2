import { BlockList, isIP } from 'node:net';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/**
 * Whether HOST keeps the app on this machine. `localhost` counts; any other name, and the
 * any-address forms (0.0.0.0, ::), do not, since they can reach other machines.
 */
export function isLoopbackHost(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (name === 'localhost') return true;
  const family = isIP(name);
  if (family === 0) return false;
  if (family === 6 && name.startsWith('::ffff:')) {
    const mapped = name.slice('::ffff:'.length);
    return isIP(mapped) === 4 && loopback.check(mapped, 'ipv4');
  }
  return loopback.check(name, family === 4 ? 'ipv4' : 'ipv6');
}
