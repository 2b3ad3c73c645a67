// The local inbox (server/src/mail/maildev.ts): MailDev in a child process, driven only through its
// documented API. It starts and keeps what SMTP delivers (REST API GET /email, DELETE /email/all),
// takes other ports when the wanted ones are taken, answers EADDRINUSE when told to use a taken
// port, and its child ends with stop().
import net from 'node:net';
import nodemailer from 'nodemailer';
import { startMailDev, startMailDevOn } from '../../server/src/mail/maildev';
import { freePort, isPortTaken } from '../../server/src/common/net';

/** A port held by another server until `close`. */
async function holdPort(): Promise<{ port: number; close: () => Promise<void> }> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('the local inbox (MailDev)', () => {
  it('starts, keeps a delivered mail for the REST API, empties it, and stops its child', async () => {
    const inbox = await startMailDev();
    try {
      const transport = nodemailer.createTransport({ url: inbox.smtpUrl });
      await transport.sendMail({ from: 'klub@example.com', to: 'clen@example.com', subject: 'Skúška', text: 'Ahoj' });
      transport.close();
      const listed = (await (await fetch(new URL('email', inbox.webUrl))).json()) as { subject: string }[];
      expect(listed.map((m) => m.subject)).toEqual(['Skúška']);
      expect((await fetch(new URL('email/all', inbox.webUrl), { method: 'DELETE' })).status).toBe(200);
      expect(await (await fetch(new URL('email', inbox.webUrl))).json()).toEqual([]);
      // The web inbox itself, for a person at `npm start`.
      expect((await fetch(inbox.webUrl)).headers.get('content-type')).toMatch(/text\/html/);
    } finally {
      await inbox.stop();
    }
    expect(await isPortTaken(inbox.smtpPort)).toBe(false);
    expect(await isPortTaken(inbox.webPort)).toBe(false);
  });

  it('takes other free ports when the wanted ones are taken', async () => {
    const [smtp, web] = [await holdPort(), await holdPort()];
    try {
      const inbox = await startMailDev({ smtpPort: smtp.port, webPort: web.port });
      expect([inbox.smtpPort, inbox.webPort]).not.toContain(smtp.port);
      expect([inbox.smtpPort, inbox.webPort]).not.toContain(web.port);
      expect((await fetch(new URL('email', inbox.webUrl))).status).toBe(200);
      await inbox.stop();
    } finally {
      await smtp.close();
      await web.close();
    }
  });

  it('answers EADDRINUSE when told to use a taken SMTP or web port, and leaves no child behind', async () => {
    const taken = await holdPort();
    try {
      const free = await freePort();
      await expect(startMailDevOn(taken.port, free)).rejects.toMatchObject({ code: 'EADDRINUSE' });
      expect(await isPortTaken(free)).toBe(false);
      const smtp = await freePort();
      await expect(startMailDevOn(smtp, taken.port)).rejects.toMatchObject({ code: 'EADDRINUSE' });
      expect(await isPortTaken(smtp)).toBe(false);
    } finally {
      await taken.close();
    }
  });
});
