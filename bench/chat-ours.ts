import { startGateway } from './chat-gateway-process.js';
import { type ArrivedMessage, ChatLoad } from './chat-load.js';
import type { ChatPair } from './chat-people.js';
import { type BenchSocket, openSocket } from './chat-socket.js';
import { formatBreakdown } from './chat-trace.js';
import type { MeasuredChat } from './chat-transport.js';

/**
 * Our chat: senders on gateway A, receivers on gateway B (two processes of apps/realtime on one
 * Redis and PostgreSQL); its report is where the time went (chat-trace.ts).
 */
export async function startOurs(
  gatewayEnv: Record<string, string>,
  pairs: readonly ChatPair[],
): Promise<MeasuredChat> {
  const gateways = await Promise.all([startGateway(gatewayEnv), startGateway(gatewayEnv)]);
  const [gatewayA, gatewayB] = gateways;
  const sockets: BenchSocket[] = [];
  const stop = async () => {
    for (const socket of sockets) socket.socket.close();
    await Promise.all(gateways.map((gateway) => gateway.stop()));
  };
  try {
    const senders: BenchSocket[] = [];
    const load = new ChatLoad(pairs.length, (index, n, clientMessageId) => {
      const pair = pairs[index];
      senders[index]?.socket.send(
        JSON.stringify({
          type: 'send_message',
          matchId: pair?.matchId,
          otherUserId: pair?.receiver.userId,
          content: `Message ${n}`,
          clientMessageId,
        }),
      );
    });
    for (const pair of pairs) {
      const sender = await openSocket(gatewayA.url, await pair.sender.ticket());
      const receiver = await openSocket(gatewayB.url, await pair.receiver.ticket());
      receiver.onFrame((frame) => {
        if (frame.type === 'new_message') load.arrived(frame.message as ArrivedMessage);
      });
      senders.push(sender);
      sockets.push(sender, receiver);
    }
    return {
      load,
      async report() {
        return formatBreakdown(
          load.result().deliveries,
          pairs.map((pair) => pair.sender.userId),
          await gatewayA.trace(),
          await gatewayB.trace(),
        );
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
