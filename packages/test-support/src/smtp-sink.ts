import { createServer, type Socket } from 'node:net';

export interface SmtpSinkOptions {
  /** Whether to serve the n-th connection (from 1); one not served is greeted, then never answered again. */
  serves?: (connection: number) => boolean;
  /**
   * Whether to answer the end of this message's DATA now ('250', and the message counts as
   * accepted); one not answered is held, so its sender stays busy on it, and never accepted.
   */
  answers?: (message: string) => boolean;
}

export interface SmtpSink {
  url: string;
  /** The DATA of each message accepted, in order. */
  messages: string[];
  /** Connections made so far. */
  connections(): number;
  /** Messages held unanswered so far. */
  held(): number;
  /** Resolves once `condition` holds; checked after every connection and message. */
  until(condition: () => boolean): Promise<void>;
  close(): Promise<void>;
}

/** Just enough SMTP for nodemailer, keeping what it accepts, for tests of the worker's email. */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const { serves = () => true, answers = () => true } = options;
  const messages: string[] = [];
  const sockets = new Set<Socket>();
  let connections = 0;
  let held = 0;
  let waiters: Array<{ condition: () => boolean; resolve: () => void }> = [];
  const changed = () => {
    waiters = waiters.filter((waiter) => {
      if (!waiter.condition()) return true;
      waiter.resolve();
      return false;
    });
  };

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    connections += 1;
    socket.write('220 test ESMTP\r\n');
    const served = serves(connections);
    changed();
    if (!served) return;
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
          if (!answers(message)) {
            held += 1;
            changed();
            return;
          }
          messages.push(message);
          socket.write('250 queued\r\n');
          changed();
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
    connections: () => connections,
    held: () => held,
    until(condition) {
      if (condition()) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ condition, resolve }));
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The Message-ID header of a message's DATA. */
export function messageIdOf(message: string): string {
  // Unfolded first: a long Message-ID arrives on a continuation line (RFC 5322 folding).
  const unfolded = message.replace(/\r?\n(?=[ \t])/g, '');
  return /^Message-ID:\s*(.+)$/im.exec(unfolded)?.[1]?.trim() ?? '';
}
