import { ProcessLogs, startService } from '@starmatch/test-support/service-process';
import { io, type Socket } from 'socket.io-client';
import { type ArrivedMessage, ChatLoad } from '../chat-load.js';
import type { ChatPair } from '../chat-people.js';
import type { MeasuredChat } from '../chat-transport.js';

/** Opens a Socket.IO client as `userId` and resolves once it is connected. */
function connect(origin: string, userId: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(origin, { transports: ['websocket'], auth: { userId }, reconnection: false });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/**
 * The Socket.IO + redis-adapter relay (socket-io-relay.mjs) under the same load as ours:
 * senders on relay A, receivers on relay B, two processes on the same Redis and PostgreSQL.
 */
export async function startSocketIoPeer(
  relayEnv: Record<string, string>,
  pairs: readonly ChatPair[],
): Promise<MeasuredChat> {
  const logs = new ProcessLogs();
  const relays = await Promise.all(
    ['socket-io-a', 'socket-io-b'].map((name) =>
      startService(name, 'bench/peers/socket-io-relay.mjs', relayEnv, logs),
    ),
  );
  const [relayA, relayB] = relays;
  const sockets: Socket[] = [];
  const stop = async () => {
    for (const socket of sockets) socket.close();
    await Promise.all(relays.map((relay) => relay.stop()));
  };
  try {
    if (!relayA || !relayB) throw new Error('the Socket.IO relays did not start');
    let failures = 0;
    const senders: Socket[] = [];
    const load = new ChatLoad(pairs.length, (index, n, clientMessageId) => {
      const pair = pairs[index];
      senders[index]?.emit('send_message', {
        matchId: pair?.matchId,
        otherUserId: pair?.receiver.userId,
        content: `Message ${n}`,
        clientMessageId,
      });
    });
    for (const pair of pairs) {
      const sender = await connect(relayA.origin, pair.sender.userId);
      const receiver = await connect(relayB.origin, pair.receiver.userId);
      receiver.on('new_message', (event: { message: ArrivedMessage }) =>
        load.arrived(event.message),
      );
      sender.on('send_failed', () => {
        failures += 1;
      });
      senders.push(sender);
      sockets.push(sender, receiver);
    }
    return {
      load,
      async report() {
        if (failures === 0) return '';
        return `the Socket.IO relay failed ${failures} sends:\n${logs.text()}`;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
