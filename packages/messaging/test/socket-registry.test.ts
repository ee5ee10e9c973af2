import { describe, expect, it } from 'vitest';
import { targets, uniqueName, useMessaging } from './helpers/targets.js';

describe.each(targets)('socket registry ($kind)', (target) => {
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
});
