import WebSocket from 'ws';

export interface BenchSocket {
  socket: WebSocket;
  onFrame(handler: (frame: Record<string, unknown>) => void): void;
}

/** Opens /ws with a ticket and resolves on the gateway's `connected` frame. */
export function openSocket(url: string, ticket: string): Promise<BenchSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url}?token=${ticket}`, { origin: 'http://localhost:3000' });
    const handlers: Array<(frame: Record<string, unknown>) => void> = [];
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as Record<string, unknown>;
      if (frame.type === 'connected')
        resolve({ socket, onFrame: (handler) => handlers.push(handler) });
      for (const handler of handlers) handler(frame);
    });
    socket.once('close', (code) => reject(new Error(`socket closed with ${code}`)));
    socket.once('error', reject);
  });
}
