// What `npm start` adds for mail and auth: without SMTP_URL a local MailDev catches every mail
// (falling back to a free port when the configured one is busy), and the banner names its inbox
// and the API keys.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { anonKey, serviceRoleKey } from '../../server/src/auth-api/crypto/keys';
import { loadConfig } from '../../server/src/config/config';
import { freePort } from '../../server/src/common/net';
import { printAuthKeysHook } from '../../server/src/runtime/auth-keys.hook';
import { startLocalMailHook } from '../../server/src/runtime/maildev.hook';
import type { StartContext } from '../../server/src/runtime/start-context';
import { startTestApp } from '../support/app';
import { authClient } from '../support/auth-client';

describe('start hooks for mail and auth', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-hooks-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('starts MailDev when SMTP_URL is unset (another port when busy) and the auth API mails into it', async () => {
    const busyPort = await freePort();
    const blocker = net.createServer().listen(busyPort, '127.0.0.1');
    await new Promise((r) => blocker.once('listening', r));
    const config = loadConfig({
      NODE_ENV: 'test',
      MAILDEV_SMTP_PORT: String(busyPort),
      MAILDEV_WEB_PORT: '0',
      DATA_DIR: dataDir,
    });
    const context: StartContext = {
      config,
      logger: pino({ level: 'silent' }),
      databaseUrl: '',
      embedded: false,
      lines: [],
      stops: [],
    };
    try {
      await startLocalMailHook(context);
      const line = context.lines.find((l) => l.startsWith('Mail inbox:'))!;
      expect(line).toMatch(/^Mail inbox: +http:\/\/localhost:\d+\/ /);
      expect(line).not.toContain(`SMTP on port ${busyPort}`);
      const inbox = /http:\/\/localhost:\d+\//.exec(line)![0];

      const t = await startTestApp({ AUTH_BCRYPT_COST: '4' });
      try {
        await authClient(t).auth.signUp({ email: 'maildev@example.com', password: 'elektrina-42' });
        // Mail goes through the job queue: it arrives shortly after the answer.
        let mails: { subject: string; to: { address: string }[] }[] = [];
        for (let waited = 0; mails.length === 0 && waited < 15_000; waited += 200) {
          mails = (await (await fetch(`${inbox}email`)).json()) as typeof mails;
          if (mails.length === 0) await new Promise((r) => setTimeout(r, 200));
        }
        expect(mails).toEqual([
          expect.objectContaining({
            subject: 'Potvrďte registráciu – EV Klub',
            to: [expect.objectContaining({ address: 'maildev@example.com' })],
          }),
        ]);
      } finally {
        await t.close();
      }
    } finally {
      for (const stop of context.stops) await stop();
      blocker.close();
    }
  });

  it('prints the auth URL and keys; the service-role key only outside production', async () => {
    const dev = loadConfig({ NODE_ENV: 'development', JWT_SECRET: 'x'.repeat(40), DATA_DIR: dataDir });
    const context = { config: dev, lines: [] as string[] } as unknown as StartContext;
    await printAuthKeysHook(context);
    expect(context.lines).toEqual([
      `Auth API:      http://localhost:3000/auth/v1  (Supabase Auth compatible)`,
      `Anon key:      ${anonKey(dev)}`,
      `Service key:   ${serviceRoleKey(dev)}`,
    ]);
    const prod = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DATA_DIR: dataDir });
    const prodContext = { config: prod, lines: [] as string[] } as unknown as StartContext;
    await printAuthKeysHook(prodContext);
    expect(prodContext.lines.join('\n')).not.toContain(serviceRoleKey(prod));
    // The keys are stable JWTs with the right roles.
    expect(anonKey(dev)).toBe(anonKey(loadConfig({ JWT_SECRET: 'x'.repeat(40), DATA_DIR: dataDir })));
    const role = (k: string) => JSON.parse(Buffer.from(k.split('.')[1], 'base64url').toString()).role;
    expect([role(anonKey(dev)), role(serviceRoleKey(dev))]).toEqual(['anon', 'service_role']);
  });
});
