// What the mails about a member's own registration say: a place confirmed (the ticket's QR code
// inline and an .ics, RFC 5546 PUBLISH), the waitlist with the member's position and no ticket, a
// place given from the waitlist (the ticket and the .ics too), and a cancellation (an .ics CANCEL of
// the same UID with a higher SEQUENCE when the member had a place). They are written when sent
// (server/src/mail/mail.service.ts), from the registration as it is then.
import type { MailAttachment } from '../../mail/mail-transport.service';
import { escapeHtml } from '../../common/escape';
import { formatEventTime, type NotificationContent } from './notification-mail';
import type { EventNotice } from './notify.service';

/** Which mail: the member registered (a place or the waitlist), was given a place from the waitlist, or cancelled. */
export type RegistrationMail = 'confirmed' | 'waitlisted' | 'promoted' | 'cancelled';

/**
 * The registration a queued mail is about: its id, when it was made (a registration made again is another), and the
 * mail.
 */
export interface RegistrationMailRef {
  registrationId: string;
  registeredAt: Date;
  mail: RegistrationMail;
  /** For a cancellation: the member had a place (and so the .ics that the CANCEL withdraws). */
  hadPlace?: boolean;
}

/**
 * The registration when its mail is sent: the member, the event, the waitlist position, the ticket's QR code (PNG,
 * base64) and the .ics.
 */
export interface RegistrationNow {
  userId: string;
  event: EventNotice;
  waitlistPosition?: number;
  ticketPng?: string;
  ics?: { method: 'PUBLISH' | 'CANCEL'; text: string };
  /** A paid event's place not yet paid: how to pay (the lines) and the PAY by square QR code (PNG, base64). */
  payment?: { lines: string[]; qrPng: string | null };
}

/** The inline image of the PAY by square QR code of a place to pay for. */
export const PAYMENT_CID = 'event-payment';

/** The inline image of the reminder and of the mails with a place: the member's ticket. */
export const TICKET_CID = 'event-ticket';

export const SHOW_TICKET =
  'Pri vstupe ukážte QR kód svojej vstupenky (je nižšie v tomto e-maile aj na stránke udalosti); stačí aj snímka obrazovky.';

export const ticketHtml = (event: EventNotice) =>
  `<p><img src="cid:${TICKET_CID}" alt="QR kód vstupenky na udalosť ${escapeHtml(event.title)}" width="240" height="240"></p>`;

/** The ticket and the payment's QR shown inline (their `cid:` images) and the .ics attached. */
export function registrationAttachments(now: Pick<RegistrationNow, 'ticketPng' | 'ics' | 'payment'>): MailAttachment[] {
  return [
    ...(now.payment?.qrPng
      ? [{ filename: 'platba.png', cid: PAYMENT_CID, contentType: 'image/png', content: now.payment.qrPng }]
      : []),
    ...(now.ticketPng
      ? [{ filename: 'vstupenka.png', cid: TICKET_CID, contentType: 'image/png', content: now.ticketPng }]
      : []),
    ...(now.ics
      ? [
          {
            filename: 'udalost.ics',
            contentType: `text/calendar; charset=utf-8; method=${now.ics.method}`,
            content: Buffer.from(now.ics.text, 'utf8').toString('base64'),
          },
        ]
      : []),
  ];
}

const SUBJECT: Record<RegistrationMail, string> = {
  confirmed: 'Potvrdenie prihlásenia',
  waitlisted: 'Čakacia listina',
  promoted: 'Máte miesto',
  cancelled: 'Prihlásenie zrušené',
};

export const registrationSubject = (mail: RegistrationMail, title: string) => `${SUBJECT[mail]}: ${title}`;

export const when = (event: EventNotice) =>
  `Kedy: ${formatEventTime(event.dateStart)}${event.location ? ` · Kde: ${event.location}` : ''}`;

/** The mail's text; `eventUrl` is the event's page. */
export function registrationContent(
  mail: RegistrationMail,
  now: RegistrationNow,
  eventUrl: string,
): NotificationContent {
  const { event } = now;
  const action = { label: 'Zobraziť udalosť', url: eventUrl };
  const subject = registrationSubject(mail, event.title);
  const files = { attachments: registrationAttachments(now) };
  const leave = 'Ak sa nemôžete zúčastniť, zrušte prihlásenie, aby miesto dostal ďalší člen.';
  // A place to pay for: how to pay, the QR to scan, and the ticket that counts once paid.
  const pay = now.payment?.lines ?? [];
  const payHtml = now.payment?.qrPng
    ? `<p><img src="cid:${PAYMENT_CID}" alt="QR kód PAY by square na platbu za udalosť ${escapeHtml(event.title)}" width="200" height="200"></p>`
    : '';
  const calendar = 'Udalosť si pridajte do kalendára z priloženého súboru udalost.ics.';
  switch (mail) {
    case 'confirmed':
      return {
        subject,
        paragraphs: [
          `potvrdzujeme vaše prihlásenie na udalosť „${event.title}“. Máte miesto.`,
          when(event),
          ...pay,
          SHOW_TICKET,
          calendar,
          leave,
        ],
        html: payHtml + ticketHtml(event),
        action,
        ...files,
      };
    case 'promoted':
      return {
        subject,
        paragraphs: [
          `uvoľnilo sa miesto na udalosti „${event.title}“ a posunuli sme vás z čakacej listiny medzi prihlásených. Máte miesto.`,
          when(event),
          ...pay,
          SHOW_TICKET,
          calendar,
          leave,
        ],
        html: payHtml + ticketHtml(event),
        action,
        ...files,
      };
    case 'waitlisted':
      return {
        subject,
        paragraphs: [
          `udalosť „${event.title}“ je plne obsadená, preto ste na čakacej listine (${now.waitlistPosition ?? 1}. v poradí).`,
          when(event),
          'Keď sa uvoľní miesto, posunieme vás medzi prihlásených a pošleme vám e-mail so vstupenkou.',
        ],
        action,
      };
    case 'cancelled':
      return {
        subject,
        paragraphs: [
          `zrušili ste prihlásenie na udalosť „${event.title}“.`,
          when(event),
          ...(now.ics
            ? ['Ak ste si udalosť pridali do kalendára, priložený súbor udalost.ics ju z neho odstráni.']
            : []),
          'Prihlásiť sa môžete znova, kým je prihlasovanie otvorené.',
        ],
        action,
        ...files,
      };
  }
}
