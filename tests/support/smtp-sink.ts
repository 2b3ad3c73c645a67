// A bare SMTP server (npm smtp-server) that keeps what it receives: the tests stop and start it on
// one port to play an SMTP outage, and the mail benchmark sends into it. Headers are read from the
// raw message (enough for To, Subject and Message-ID).
import { SMTPServer } from 'smtp-server';

export interface SunkMail {
  to: string[];
  subject: string;
  messageId: string;
  raw: string;
}

export interface SmtpSink {
  port: number;
  mails: SunkMail[];
  stop(): Promise<void>;
}

const header = (raw: string, name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(raw)?.[1]?.trim() ?? '';

export async function startSmtpSink(port = 0, options: { keepRaw?: boolean } = {}): Promise<SmtpSink> {
  const mails: SunkMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const head = raw.slice(0, raw.indexOf('\r\n\r\n') >>> 0);
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: header(head, 'Subject'),
          messageId: header(head, 'Message-ID'),
          raw: options.keepRaw === false ? '' : raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = (server as unknown as { server: { address(): { port: number } } }).server.address();
  return { port: address.port, mails, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
