import { type SocketsEvictedEvent, userChannel } from '@starmatch/contracts/bus-events';
import { SOCKETS_PER_USER } from '@starmatch/contracts/safety-limits';
import type { EventBus } from '@starmatch/messaging/event-bus';
import type { SocketRegistry } from '@starmatch/messaging/socket-registry';
import type { Connection } from './user-connections.js';

/**
 * Registers the socket once this process hears the user's channel, so any gateway that holds
 * one of the sockets registered before it already hears the eviction. The oldest sockets over
 * SOCKETS_PER_USER close wherever they are, this process included, when the event comes round.
 */
export async function capSockets(
  connection: Connection,
  options: { bus: EventBus; sockets: SocketRegistry },
): Promise<void> {
  const { bus, sockets } = options;
  const { userId } = connection;
  const evicted = await sockets.open(userId, connection.id, SOCKETS_PER_USER);
  if (connection.socket.readyState !== connection.socket.OPEN) {
    // Closed while registering: its close handler may have run before the entry existed.
    await sockets.remove(userId, connection.id);
  }
  if (evicted.length === 0) return;
  const event: SocketsEvictedEvent = { type: 'sockets_evicted', socketIds: evicted };
  await bus.publish(userChannel(userId), event);
}
