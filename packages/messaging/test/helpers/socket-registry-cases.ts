import { expect, it } from 'vitest';
import { type Target, uniqueName, useMessaging } from './targets.js';

export function socketRegistryCases(target: Target): void {
  const open = useMessaging(target);

  it('keeps at most max sockets per user, evicting the oldest first', async () => {
    const { sockets } = open();
    const user = uniqueName('user');
    for (const id of ['s1', 's2', 's3']) expect(await sockets.open(user, id, 3)).toEqual([]);
    expect(await sockets.open(user, 's4', 3)).toEqual(['s1']);
    // Another user has their own sockets.
    expect(await sockets.open(uniqueName('user'), 'x1', 3)).toEqual([]);
    await sockets.remove(user, 's3');
    expect(await sockets.open(user, 's5', 3)).toEqual([]);
    expect(await sockets.open(user, 's6', 3)).toEqual(['s2']);
    // A lower cap evicts as many as it takes, oldest first.
    expect(await sockets.open(user, 's7', 2)).toEqual(['s4', 's5']);
    await sockets.remove(user, 'unknown');
  });

  it('keeps the order of sockets opened at once', async () => {
    const { sockets } = open();
    const user = uniqueName('user');
    const ids = Array.from({ length: 12 }, (_, i) => `s${String(i).padStart(2, '0')}`);
    const evicted = (await Promise.all(ids.map((id) => sockets.open(user, id, 10)))).flat();
    expect(evicted).toHaveLength(2);
    expect(evicted).toEqual(ids.slice(0, 2));
  });

  it('counts a user online while a socket is open and renewed, and not once the last closes', async () => {
    const { sockets } = open();
    const user = uniqueName('user');
    expect(await sockets.isOnline(user)).toBe(false);
    await sockets.open(user, 'a', 3);
    await sockets.open(user, 'b', 3);
    expect(await sockets.isOnline(user)).toBe(true);
    await sockets.remove(user, 'a');
    expect(await sockets.isOnline(user)).toBe(true);
    await sockets.remove(user, 'b');
    expect(await sockets.isOnline(user)).toBe(false);
    // A renewal of a socket that has closed does not bring it back.
    await sockets.renew([{ userId: user, socketId: 'b' }], 60_000);
    expect(await sockets.isOnline(user)).toBe(false);
  });

  it('stops counting a socket that was not renewed in time (its gateway died), and evicted ones', async () => {
    const { sockets } = open();
    const user = uniqueName('user');
    await sockets.open(user, 'left-behind', 3);
    // Renewed with a ttl already over: as if its gateway stopped renewing long ago.
    await sockets.renew([{ userId: user, socketId: 'left-behind' }], -1);
    expect(await sockets.isOnline(user)).toBe(false);
    await sockets.renew([{ userId: user, socketId: 'left-behind' }], 60_000);
    expect(await sockets.isOnline(user)).toBe(true);
    // Evicted past the cap: offline unless a newer socket is open.
    const other = uniqueName('user');
    await sockets.open(other, 'old', 1);
    await sockets.renew([{ userId: other, socketId: 'old' }], -1);
    expect(await sockets.open(other, 'new', 1)).toEqual(['old']);
    expect(await sockets.isOnline(other)).toBe(true);
    await sockets.remove(other, 'new');
    expect(await sockets.isOnline(other)).toBe(false);
  });
}
