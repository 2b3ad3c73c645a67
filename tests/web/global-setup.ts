// Starts the BUILT server once for the whole browser suite, the way `npm start` runs it: its own
// embedded PostgreSQL in a temporary DATA_DIR, demo content seeded, a free port. Tests reach it
// through `baseURL` (EVKLUB_WEB_URL, inherited by the workers). The returned function stops it
// with SIGTERM, as an operator would. Outgoing mail goes to a MailDev capture started here (its
// REST inbox at EVKLUB_MAIL_URL), and the JWT secret is fixed per run (EVKLUB_JWT_SECRET) so
// member specs can create accounts through the auth admin API with the service-role key. A local
// OpenID provider (oidc-provider) is the external sign-in provider "Keycloak" (provider-support.ts).
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../server/src/common/net';
import { startMailDev } from '../../server/src/mail/maildev';
import { startOidcProvider } from '../support/oidc-provider';
import { PROVIDER, providerAccount } from './provider-support';

const ROOT = path.resolve(__dirname, '..', '..');
const SERVER = path.join(ROOT, 'dist', 'server', 'main.js');
const WEB_RENDER = path.join(ROOT, 'dist', 'web', 'server', 'entry-server.mjs');
const READY_TIMEOUT_MS = 120_000;

export default async function globalSetup(): Promise<() => Promise<void>> {
  // The runner runs under the npm script's node (Node 24), and the server must too.
  if (Number(process.versions.node.split('.')[0]) < 24) {
    throw new Error(`the browser suite needs Node 24 (running ${process.version}); start it with \`npm run test:web\``);
  }
  for (const file of [SERVER, WEB_RENDER]) {
    if (!fs.existsSync(file)) throw new Error(`${path.relative(ROOT, file)} is missing: run \`npm run build\` first`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-web-'));
  const mail = await startMailDev();
  const jwtSecret = randomBytes(32).toString('hex');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // A real OpenID provider ("Keycloak" on the sign-in page), living as long as the runner.
  const oidc = await startOidcProvider({ redirectUri: `${url}/auth/v1/callback`, accounts: providerAccount });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    SMTP_URL: mail.smtpUrl,
    JWT_SECRET: jwtSecret,
    LOG_LEVEL: 'warn',
    // Chromium makes passkeys for a domain, never for an IP address: tests/web/passkeys.e2e-spec.ts
    // opens the site as http://localhost:<port> (which the site allows, site-address.e2e-spec.ts).
    // Every visit of the sign-in page asks for a challenge for the autofill; the suite makes hundreds.
    AUTH_WEBAUTHN_RP_ID: 'localhost',
    AUTH_WEBAUTHN_RP_ORIGINS: `http://localhost:${port}`,
    RATE_LIMIT_PASSKEY: '1000/5m',
    // The home page video (only its id matters: the tests never load the player from YouTube).
    HOME_VIDEO_URL: 'https://www.youtube.com/watch?v=evKlub2026a',
    ...oidc.env(PROVIDER.id, PROVIDER.name),
  };
  delete env.DATABASE_URL; // always the embedded database, never one from the developer's shell
  const server = spawn(process.execPath, [SERVER], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const log: string[] = [];
  const keep = (chunk: Buffer) => {
    log.push(chunk.toString());
    if (log.length > 200) log.shift(); // the tail is enough to say why a start failed
  };
  server.stdout!.on('data', keep);
  server.stderr!.on('data', keep);

  try {
    await waitForReady(server, `${url}/readyz`, log);
  } catch (error) {
    await stop(server);
    await mail.stop();
    await oidc.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  process.env.EVKLUB_WEB_URL = url;
  process.env.EVKLUB_MAIL_URL = mail.webUrl;
  process.env.EVKLUB_JWT_SECRET = jwtSecret;
  // Specs that arrange what no screen makes yet reach the embedded database through it (refunds-support.ts).
  process.env.EVKLUB_DATA_DIR = dataDir;

  return async () => {
    await stop(server);
    await mail.stop();
    await oidc.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

async function waitForReady(server: ChildProcess, readyUrl: string, log: string[]): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the server exited with ${server.exitCode} before it was ready:\n${log.join('')}`);
    const ready = await fetch(readyUrl).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${log.join('')}`);
}

/** SIGTERM and wait for a clean exit (the server stops its database); SIGKILL after 30 s. */
async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}
