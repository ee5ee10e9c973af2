import { createServer, type Socket } from 'node:net';

export interface HoldingSmtpServer {
  url: string;
  /** The Message-ID of every message accepted (answered 250), in order. */
  accepted: string[];
  /**
   * From now on the end of each message's DATA goes unanswered, so its sender stays busy on it
   * and nothing is in the moment between 'accepted' and the sender knowing it.
   */
  hold(): void;
  /** Resolves once a message is being held. */
  holding(): Promise<void>;
  /** Back to answering at once; held messages were never accepted (their sender is gone). */
  release(): void;
  close(): Promise<void>;
}

/** Just enough SMTP for nodemailer, counting what it accepts. */
export async function startHoldingSmtpServer(): Promise<HoldingSmtpServer> {
  const accepted: string[] = [];
  const sockets = new Set<Socket>();
  let holdingNow = false;
  let held = 0;
  let heldWaiters: Array<() => void> = [];

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.write('220 faults ESMTP\r\n');
    let buffered = '';
    let data: string | undefined;
    socket.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('latin1');
      for (;;) {
        if (data !== undefined) {
          const end = buffered.indexOf('\r\n.\r\n');
          if (end === -1) return;
          const message = data + buffered.slice(0, end);
          buffered = buffered.slice(end + 5);
          data = undefined;
          if (holdingNow) {
            held += 1;
            for (const resolve of heldWaiters.splice(0)) resolve();
            return;
          }
          accepted.push(/^Message-ID: (.+)$/im.exec(message)?.[1]?.trim() ?? '');
          socket.write('250 queued\r\n');
          continue;
        }
        const lineEnd = buffered.indexOf('\r\n');
        if (lineEnd === -1) return;
        const command = buffered.slice(0, lineEnd).toUpperCase();
        buffered = buffered.slice(lineEnd + 2);
        if (command.startsWith('EHLO') || command.startsWith('HELO'))
          socket.write('250 faults\r\n');
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
    accepted,
    hold() {
      holdingNow = true;
    },
    holding() {
      if (held > 0) return Promise.resolve();
      return new Promise((resolve) => heldWaiters.push(resolve));
    },
    release() {
      holdingNow = false;
      heldWaiters = [];
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
