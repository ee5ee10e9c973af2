import { createServer, type Server, type Socket } from 'node:net';

export interface StallingSmtpServer {
  url: string;
  /** The DATA of each message accepted, in order. */
  messages: string[];
  /** Resolves when the first connection arrives: it is greeted, then never answered again. */
  firstConnection: Promise<void>;
  close(): Promise<void>;
}

/**
 * Just enough SMTP for nodemailer. The first connection hangs after the greeting, so whoever
 * sends on it stays busy until killed; every later one is served and its message kept.
 */
export async function startStallingSmtpServer(): Promise<StallingSmtpServer> {
  const messages: string[] = [];
  const sockets = new Set<Socket>();
  let connections = 0;
  let firstArrived!: () => void;
  const firstConnection = new Promise<void>((resolve) => {
    firstArrived = resolve;
  });

  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    connections += 1;
    socket.write('220 test ESMTP\r\n');
    if (connections === 1) {
      firstArrived();
      return;
    }
    let buffered = '';
    let data: string | undefined;
    socket.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('latin1');
      for (;;) {
        if (data !== undefined) {
          const end = buffered.indexOf('\r\n.\r\n');
          if (end === -1) return;
          messages.push(data + buffered.slice(0, end));
          buffered = buffered.slice(end + 5);
          data = undefined;
          socket.write('250 queued\r\n');
          continue;
        }
        const lineEnd = buffered.indexOf('\r\n');
        if (lineEnd === -1) return;
        const command = buffered.slice(0, lineEnd).toUpperCase();
        buffered = buffered.slice(lineEnd + 2);
        if (command.startsWith('EHLO') || command.startsWith('HELO')) socket.write('250 test\r\n');
        else if (command.startsWith('DATA')) {
          data = '';
          socket.write('354 go ahead\r\n');
        } else if (command.startsWith('QUIT')) {
          socket.end('221 bye\r\n');
          return;
        } else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    firstConnection,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
