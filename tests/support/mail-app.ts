// The set-up of the account-mail suites: a real SMTP capture and an app whose mails go to it, with
// cheap password hashes and no minimum interval between two mails to one address.
import { startTestApp, type TestApp } from './app';
import { startMailCapture, type MailCapture } from './mail';

export interface MailApp {
  t: TestApp;
  mail: MailCapture;
}

export async function startMailApp(env: Record<string, string> = {}): Promise<MailApp> {
  const mail = await startMailCapture();
  const t = await startTestApp({ SMTP_URL: mail.smtpUrl, AUTH_BCRYPT_COST: '4', AUTH_MAIL_MIN_INTERVAL: '0', ...env });
  return { t, mail };
}

export async function stopMailApp({ t, mail }: MailApp): Promise<void> {
  await t.close();
  await mail.stop();
}

/**
 * Opens a mail link on the test server (links name PUBLIC_URL) without following its 303, and answers where it leads.
 */
export async function openMailLink(t: TestApp, link: string): Promise<URL> {
  const res = await fetch(link.replace(t.config.PUBLIC_URL, t.url), { redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!);
}
