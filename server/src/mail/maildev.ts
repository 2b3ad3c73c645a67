// Starts MailDev (npm `maildev`: an SMTP server that keeps every mail, with a web inbox and a REST
// API) inside this process on loopback. Used when SMTP_URL is unset, and by the tests' mail capture.
// MailDev's server is a module singleton: one instance per process.
import type { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, isPortTaken } from '../common/net';

export interface LocalMailDev {
  smtpPort: number;
  webPort: number;
  /** smtp://127.0.0.1:<port> */
  smtpUrl: string;
  /** http://localhost:<port>/ — the inbox and its REST API (GET /email, DELETE /email/all). */
  webUrl: string;
  stop(): Promise<void>;
}

interface MailDevServer {
  /** smtp-server's SMTPServer; its net.Server is `.server` (SMTPServer re-emits only errors). */
  smtp: EventEmitter & { server: EventEmitter };
  listen(): Promise<void>;
  close(callback: (err?: Error) => void): void;
}

/** The wanted port when it is free, else any free one (0 = any). */
async function portOrFree(wanted: number): Promise<number> {
  if (wanted > 0 && !(await isPortTaken(wanted))) return wanted;
  return freePort();
}

/** Resolves on 'listening', rejects on the first 'error' (which may come from another emitter). */
const listening = (emitter: EventEmitter, errors: EventEmitter = emitter) =>
  new Promise<void>((resolve, reject) => {
    emitter.once('listening', () => resolve());
    errors.once('error', reject);
  });

async function startOnce(smtpPort: number, webPort: number): Promise<LocalMailDev> {
  const mailDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-maildev-'));
  const signals = ['SIGINT', 'SIGTERM'] as const;
  const before = new Map(signals.map((s) => [s, new Set(process.listeners(s))]));
  /* eslint-disable @typescript-eslint/no-require-imports */
  const MailDev = require('maildev') as (config: Record<string, unknown>) => MailDevServer;
  const web = require('maildev/lib/web') as { server: EventEmitter | null };
  /* eslint-enable @typescript-eslint/no-require-imports */
  const server = MailDev({ smtp: smtpPort, web: webPort, ip: '127.0.0.1', mailDirectory, silent: true });
  // MailDev would exit the process on these signals; shutdown belongs to the server.
  for (const s of signals) for (const l of process.listeners(s)) if (!before.get(s)!.has(l)) process.removeListener(s, l as () => void);
  // MailDev rethrows SMTP server errors (a crash) and leaves its web server's unhandled: take both over.
  server.smtp.removeAllListeners('error');
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => {
        fs.rmSync(mailDirectory, { recursive: true, force: true });
        resolve();
      });
    });
  try {
    const ready = Promise.all([listening(server.smtp.server, server.smtp), web.server ? listening(web.server) : Promise.resolve()]);
    void server.listen(); // resolves only on success; a failure arrives as an 'error' event above
    await ready;
  } catch (e) {
    await stop().catch(() => undefined);
    throw e;
  }
  server.smtp.on('error', () => undefined); // a client dropping its connection is not a reason to stop
  web.server?.on('error', () => undefined);
  return { smtpPort, webPort, smtpUrl: `smtp://127.0.0.1:${smtpPort}`, webUrl: `http://localhost:${webPort}/`, stop };
}

export async function startMailDev(options: { smtpPort?: number; webPort?: number } = {}): Promise<LocalMailDev> {
  for (let attempt = 0; ; attempt++) {
    const smtpPort = await portOrFree(attempt === 0 ? (options.smtpPort ?? 0) : 0);
    let webPort = await portOrFree(attempt === 0 ? (options.webPort ?? 0) : 0);
    if (webPort === smtpPort) webPort = await freePort();
    try {
      return await startOnce(smtpPort, webPort);
    } catch (e) {
      // Another process took a port between the check and the listen: try other free ports.
      if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= 3) throw e;
    }
  }
}
