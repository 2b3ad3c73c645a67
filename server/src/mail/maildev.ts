// Starts MailDev (npm `maildev`: an SMTP server that keeps every mail, with a web inbox and a REST
// API) on loopback, in a process of its own. Used when SMTP_URL is unset, and by the tests' mail
// capture. Its own process because MailDev brings a DOM (jsdom), Express and socket.io: some 50 MB
// the site's process would otherwise hold for the local inbox (README "Memory"). The child ends
// with its parent: it stops when the IPC channel closes, also when the parent was killed.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
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

/** The wanted port when it is free, else any free one (0 = any). */
async function portOrFree(wanted: number): Promise<number> {
  if (wanted > 0 && !(await isPortTaken(wanted))) return wanted;
  return freePort();
}

/**
 * The child's program (run with `node -e`; argv[1] holds its JSON arguments). It reports
 * `{ ready: true }` once both servers answer, or `{ error: code }` and exits. Only MailDev's
 * documented API (its package readme: the constructor's options, `listen(callback)`,
 * `close(callback)`) and its REST API (GET /email) are used. MailDev throws what its servers cannot do (a port taken)
 * as an uncaught error: this process holds nothing else, so before it is ready such an error is its
 * answer; afterwards one client's broken connection must not end the inbox.
 */
const CHILD = `
const [maildevPath, smtp, web, mailDirectory] = JSON.parse(process.argv[1]);
const http = require('node:http');
const MailDev = require(maildevPath);
let state = 'starting';
const fail = (e) => {
  if (state !== 'starting') return;
  state = 'failed';
  process.send({ error: (e && e.code) || String(e) }, () => process.exit(1));
};
process.on('uncaughtException', fail);
const maildev = new MailDev({ smtp, web, ip: '127.0.0.1', mailDirectory, silent: true });
process.on('disconnect', () => maildev.close(() => process.exit(0)));
const inboxAnswers = () => new Promise((resolve) => {
  const req = http.get({ host: '127.0.0.1', port: web, path: '/email' }, (res) => { res.resume(); resolve(res.statusCode === 200); });
  req.on('error', () => resolve(false));
});
maildev.listen(async (e) => {
  if (e) return fail(e);
  while (state === 'starting' && !(await inboxAnswers())) await new Promise((resolve) => setTimeout(resolve, 10));
  if (state !== 'starting') return;
  state = 'ready';
  process.send({ ready: true });
});
`;

/** A small young generation and one malloc arena: the inbox is idle most of its life (about 95 MB resident). */
const CHILD_FLAGS = ['--max-semi-space-size=1'];
const CHILD_ENV = { NODE_OPTIONS: '', MALLOC_ARENA_MAX: '1' };

/** MailDev on exactly these ports; refused with the error's `code` (EADDRINUSE) when one is taken. */
export async function startMailDevOn(smtpPort: number, webPort: number): Promise<LocalMailDev> {
  const mailDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-maildev-'));
  const args = [require.resolve('maildev'), smtpPort, webPort, mailDirectory];
  const child: ChildProcess = spawn(process.execPath, [...CHILD_FLAGS, '-e', CHILD, JSON.stringify(args)], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: { ...process.env, ...CHILD_ENV },
  });
  const exited = once(child, 'exit');
  const removeDirectory = () => fs.rmSync(mailDirectory, { recursive: true, force: true });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.disconnect();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    removeDirectory();
  };
  const [message] = (await Promise.race([
    once(child, 'message'),
    exited.then(() => [{ error: `exit ${child.exitCode}` }]),
  ])) as [{ ready?: true; error?: string }];
  if (!message.ready) {
    await stop();
    throw Object.assign(new Error(`MailDev did not start: ${message.error}`), { code: message.error });
  }
  child.unref();
  (child.channel as { unref?: () => void } | undefined)?.unref?.();
  return { smtpPort, webPort, smtpUrl: `smtp://127.0.0.1:${smtpPort}`, webUrl: `http://localhost:${webPort}/`, stop };
}

export async function startMailDev(options: { smtpPort?: number; webPort?: number } = {}): Promise<LocalMailDev> {
  for (let attempt = 0; ; attempt++) {
    const smtpPort = await portOrFree(attempt === 0 ? (options.smtpPort ?? 0) : 0);
    let webPort = await portOrFree(attempt === 0 ? (options.webPort ?? 0) : 0);
    if (webPort === smtpPort) webPort = await freePort();
    try {
      return await startMailDevOn(smtpPort, webPort);
    } catch (e) {
      // Another process took a port between the check and the listen: try other free ports.
      if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= 3) throw e;
    }
  }
}
