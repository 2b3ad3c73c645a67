// A real SMTP capture for tests: MailDev started in this process on free loopback ports (the same
// server `npm start` uses locally), read back through its REST API. Pass `capture.smtpUrl` as the
// app's SMTP_URL. One capture per test file (MailDev is a module singleton).
import { startMailDev, LocalMailDev } from '../../server/src/mail/maildev';
import { setTimeout as sleep } from 'node:timers/promises';

export interface CapturedMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: string[];
  from: string[];
}

export interface MailCapture {
  smtpUrl: string;
  webUrl: string;
  /** Every mail received so far, oldest first. */
  all(): Promise<CapturedMail[]>;
  /** Waits for a mail to `to` (and matching `subject`) that was not returned by an earlier call. */
  next(to: string, options?: { subject?: RegExp; timeoutMs?: number }): Promise<CapturedMail>;
  /** Resolves when no mail to `to` arrives within `ms`. */
  expectNone(to: string, ms?: number): Promise<void>;
  stop(): Promise<void>;
}

interface MailDevEmail {
  id: string;
  subject?: string;
  text?: string;
  html?: string;
  to?: { address: string }[];
  from?: { address: string }[];
}

export async function startMailCapture(): Promise<MailCapture> {
  const maildev: LocalMailDev = await startMailDev();
  const seen = new Set<string>();
  const all = async (): Promise<CapturedMail[]> => {
    const res = await fetch(new URL('email', maildev.webUrl));
    if (!res.ok) throw new Error(`MailDev answered ${res.status}`);
    const mails = (await res.json()) as MailDevEmail[];
    return mails.map((m) => ({
      id: m.id,
      subject: m.subject ?? '',
      text: m.text ?? '',
      html: m.html ?? '',
      to: (m.to ?? []).map((a) => a.address.toLowerCase()),
      from: (m.from ?? []).map((a) => a.address.toLowerCase()),
    }));
  };
  const matching = async (to: string, subject?: RegExp) =>
    (await all()).filter(
      (m) => !seen.has(m.id) && m.to.includes(to.toLowerCase()) && (!subject || subject.test(m.subject)),
    );
  return {
    smtpUrl: maildev.smtpUrl,
    webUrl: maildev.webUrl,
    all,
    async next(to, options = {}) {
      const deadline = Date.now() + (options.timeoutMs ?? 10_000);
      for (;;) {
        const [mail] = await matching(to, options.subject);
        if (mail) {
          seen.add(mail.id);
          return mail;
        }
        if (Date.now() > deadline)
          throw new Error(`no mail to ${to}${options.subject ? ` matching ${options.subject}` : ''} arrived`);
        await sleep(50);
      }
    },
    async expectNone(to, ms = 500) {
      await sleep(ms);
      const found = await matching(to);
      if (found.length) throw new Error(`unexpected mail to ${to}: ${found[0].subject}`);
    },
    stop: () => maildev.stop(),
  };
}

/** The /auth/v1/verify link of a mail (from its text part). */
export function verifyLinkIn(mail: CapturedMail): string {
  const match = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.text);
  if (!match) throw new Error(`no verify link in mail "${mail.subject}"`);
  return match[0];
}

/** The 6-digit code of a mail. */
export function codeIn(mail: CapturedMail): string {
  const match = /(?:kód|Kód)[^\d]{0,20}(\d{6})/.exec(mail.text);
  if (!match) throw new Error(`no code in mail "${mail.subject}"`);
  return match[1];
}
