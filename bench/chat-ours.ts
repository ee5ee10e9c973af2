import { startGateway } from './chat-gateway-process.js';
import { type ArrivedMessage, ChatLoad, type ChatLoadResult } from './chat-load.js';
import type { ChatPair } from './chat-people.js';
import { type BenchSocket, openSocket } from './chat-socket.js';
import { formatBreakdown } from './chat-trace.js';

/**
 * Our chat under the load: senders on gateway A, receivers on gateway B (two processes of
 * apps/realtime on one Redis and PostgreSQL), and where the time went (chat-trace.ts).
 */
export async function measureOurs(
  gatewayEnv: Record<string, string>,
  pairs: readonly ChatPair[],
  load: { rate: number; seconds: number },
): Promise<{ result: ChatLoadResult; breakdown: string }> {
  const gateways = await Promise.all([startGateway(gatewayEnv), startGateway(gatewayEnv)]);
  const [gatewayA, gatewayB] = gateways;
  const sockets: BenchSocket[] = [];
  try {
    const chat = new ChatLoad();
    const senders: BenchSocket[] = [];
    for (const pair of pairs) {
      const sender = await openSocket(gatewayA.url, await pair.sender.ticket());
      const receiver = await openSocket(gatewayB.url, await pair.receiver.ticket());
      receiver.onFrame((frame) => {
        if (frame.type === 'new_message') chat.arrived(frame.message as ArrivedMessage);
      });
      senders.push(sender);
      sockets.push(sender, receiver);
    }
    const result = await chat.run(load.rate, load.seconds, pairs.length, (index, n, id) => {
      const pair = pairs[index];
      senders[index]?.socket.send(
        JSON.stringify({
          type: 'send_message',
          matchId: pair?.matchId,
          otherUserId: pair?.receiver.userId,
          content: `Message ${n}`,
          clientMessageId: id,
        }),
      );
    });
    const breakdown = formatBreakdown(
      result.deliveries,
      pairs.map((pair) => pair.sender.userId),
      await gatewayA.trace(),
      await gatewayB.trace(),
    );
    return { result, breakdown };
  } finally {
    for (const socket of sockets) socket.socket.close();
    await Promise.all(gateways.map((gateway) => gateway.stop()));
  }
}
