import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

export interface ReceivedEmail {
  from: string;
  to: string[];
  /** The message as it arrived: headers (folded as sent) and body. */
  body: string;
}

export interface RecordingSmtpServer {
  /** smtp://127.0.0.1:PORT, once started. */
  url(): string;
  received: ReceivedEmail[];
  /** Connections opened to it so far. */
  connections(): number;
}

/**
 * A real SMTP server (smtp-server) for a test file, started before its first test and closed
 * after its last, keeping every email it accepts.
 */
export function recordingSmtpServerPerFile(): RecordingSmtpServer {
  const received: ReceivedEmail[] = [];
  let connections = 0;
  let server: SMTPServer | undefined;
  let port = 0;
  beforeAll(async () => {
    const started = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onConnect(_session, callback) {
        connections += 1;
        callback();
      },
      onData(stream, session, callback) {
        let body = '';
        stream.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            body,
          });
          callback();
        });
      },
    });
    server = started;
    await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
    port = (started.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });
  return { url: () => `smtp://127.0.0.1:${port}`, received, connections: () => connections };
}
