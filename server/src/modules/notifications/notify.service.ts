// Member notifications, queued through the mail outbox: who gets which mail (their choices), its
// text, and a dedupe key per notification so that one event (a place given, a reminder for one start
// time, one article) never mails a member twice. The mails that a change causes (a place given, an
// event moved or called off, a membership decided) take the change's transaction (`db`): they are
// queued if and only if the change commits, even when the process dies right after the commit.
// Each notification a member may also have pushed is queued to their devices beside its mail, in the
// same transaction (push.service.ts, push-messages.ts); the member's push choices decide it apart.
// The mails about a member's registration (registration-mail.ts) are queued as renders: the
// transaction, which holds the event's row lock, writes a small row naming the registration, and
// the delivery writes the mail (ticket QR, .ics) from the registration as it is when it is sent.
import { Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '../../config/config.module';
import type { Config } from '../../config/config';
import type { Db } from '../../database/transaction.repository';
import { resolveJwtSecret } from '../../access/jwt-secret';
import { MailService, type OutgoingMail } from '../../mail/mail.service';
import { NotificationSettingsRepository, type Recipient } from './notification-settings.repository';
import { buildNotification, buildServiceNotice, formatEventTime, type NotificationContent } from './notification-mail';
import {
  registrationAttachments,
  registrationContent,
  registrationSubject,
  SHOW_TICKET,
  ticketHtml,
  when,
  type RegistrationMail,
  type RegistrationMailRef,
  type RegistrationNow,
} from './registration-mail';
import { signUnsubscribe } from './unsubscribe-token';
import type { NotificationKind } from './notification-kinds';
import { PushService } from './push.service';
import { pushMessages } from './push-messages';

/** What a notification says about an event. */
export interface EventNotice {
  id: string;
  slug: string;
  title: string;
  dateStart: Date;
  location: string | null;
}

/** An article sent as the newsletter; `bodyHtml` is its rendered (sanitised) body. */
export interface NewsletterArticle {
  id: string;
  slug: string;
  title: string;
  description: string | null;
  bodyHtml: string;
}

const QUEUE_CHUNK = 500;
/** The renderer of the registration mails (the delivery asks it for the mail when it sends one). */
const REGISTRATION_RENDERER = 'event_registration';
/**
 * The outbox kind of the mails confirming what the member did (a promotion is an event update: the member may switch
 * those off).
 */
const REGISTRATION_KIND = 'event_registration';

/** A member moved from the waitlist to a place: the registration. */
export interface Promotion {
  userId: string;
  registrationId: string;
  registeredAt: Date;
}

/**
 * Reads a registration when its mail is sent; null when the mail no longer holds (see EventRegistrationMailService).
 */
export type RegistrationReader = (ref: RegistrationMailRef) => Promise<RegistrationNow | null>;

const refInput = (ref: RegistrationMailRef) => ({
  registrationId: ref.registrationId,
  registeredAt: ref.registeredAt.toISOString(),
  mail: ref.mail,
  hadPlace: ref.hadPlace ?? false,
});
const refOf = (input: Record<string, unknown>): RegistrationMailRef => ({
  registrationId: String(input.registrationId),
  registeredAt: new Date(String(input.registeredAt)),
  mail: input.mail as RegistrationMail,
  hadPlace: input.hadPlace === true,
});

/** The dedupe-key prefix of one newsletter's mails (its counts are read by it). */
export const newsletterKey = (articleId: string) => `newsletter:${articleId}:`;

/** How many members a notification goes to by mail and by push (staff see it when they change an event). */
export interface Notified {
  mail: number;
  push: number;
}

export interface EventChange {
  before: { dateStart: Date; location: string | null };
  /** Distinguishes two changes of one event (its updated_at). */
  revision: Date;
}

@Injectable()
export class NotifyService {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly settings: NotificationSettingsRepository,
    private readonly mail: MailService,
    private readonly push: PushService,
  ) {}

  /**
   * The events module says how a registration is read when its mail is sent (at start); the mails
   * are then written from it (registration-mail.ts), or not sent when it returns null.
   */
  defineRegistrationReader(read: RegistrationReader): void {
    this.mail.defineRenderer(REGISTRATION_RENDERER, async (input) => {
      const ref = refOf(input);
      const now = await read(ref);
      return now ? this.registrationMessage(ref, now) : null;
    });
  }

  /**
   * Members moved from the waitlist to a place ("máte miesto", with the ticket and the .ics), in the
   * transaction that moved them; `at` is when it happened. An event update: members who switched
   * those off get none.
   */
  async waitlistPromoted(db: Db, event: EventNotice, promoted: Promotion[], at: Date): Promise<Notified> {
    if (promoted.length === 0) return { mail: 0, push: 0 };
    const key = (userId: string) => `waitlist_promotion:${event.id}:${userId}:${at.getTime()}`;
    const push = await this.push.send(
      db,
      'event_updates',
      promoted.map((p) => p.userId),
      key,
      () => pushMessages.promoted(event),
    );
    const recipients = await this.settings.recipients(
      promoted.map((p) => p.userId),
      'event_updates',
      db,
    );
    const byUser = new Map(promoted.map((p) => [p.userId, p]));
    const mails = recipients.map((r) =>
      this.registrationRender(r, event, 'event_updates', key(r.id), {
        ...byUser.get(r.id)!,
        mail: 'promoted',
      }),
    );
    return { mail: await this.mail.sendMany(mails, db), push };
  }

  /**
   * The member registered (a place or the waitlist) or cancelled, in the transaction that did it:
   * one small row, written when sent; its delivery job follows the commit (`dispatchSoon`), so the
   * event's row lock is held for the row alone. The member asked for it, so it comes whatever their
   * choices (a confirmation, not a notification). Returns the stored row's id (none when queued already).
   */
  registrationChanged(
    db: Db,
    member: { id: string; email: string },
    event: EventNotice,
    ref: RegistrationMailRef,
  ): Promise<string[]> {
    const key = `registration:${ref.registrationId}:${ref.registeredAt.getTime()}:${ref.mail}`;
    return this.mail.store([this.registrationRender(member, event, REGISTRATION_KIND, key, ref)], db);
  }

  /** After the commit: the delivery jobs of mails `registrationChanged` stored (never throws). */
  dispatchSoon(ids: string[]): Promise<void> {
    return this.mail.dispatchSoon(ids);
  }

  private registrationRender(
    member: { id: string; email: string },
    event: EventNotice,
    kind: string,
    dedupeKey: string,
    ref: RegistrationMailRef,
  ): OutgoingMail {
    const subject = `${registrationSubject(ref.mail, event.title)} – ${this.config.SITE_NAME}`;
    return {
      kind,
      userId: member.id,
      to: member.email,
      subject,
      text: '',
      dedupeKey,
      render: { renderer: REGISTRATION_RENDERER, input: refInput(ref) },
    };
  }

  /**
   * A registration mail as of now: a promotion as an event update (with its unsubscribe link), the others as
   * confirmations.
   */
  private async registrationMessage(ref: RegistrationMailRef, now: RegistrationNow): Promise<OutgoingMail | null> {
    const content = registrationContent(ref.mail, now, this.eventUrl(now.event));
    if (ref.mail === 'promoted') {
      const [r] = await this.settings.recipients([now.userId], 'event_updates');
      if (!r) return null;
      const unsubscribeToken = signUnsubscribe(resolveJwtSecret(this.config), r.id, 'event_updates');
      return buildNotification(
        this.config.SITE_NAME,
        this.config.PUBLIC_URL,
        {
          userId: r.id,
          email: r.email,
          firstName: r.firstName,
          kind: 'event_updates',
          dedupeKey: '',
          unsubscribeToken,
        },
        content,
      );
    }
    const [r] = await this.settings.members([now.userId]);
    if (!r) return null;
    const page = `${this.config.PUBLIC_URL}/uzivatel/udalosti`;
    const footer = {
      reason: 'Tento e-mail dostávate, pretože ste sa na udalosť prihlásili alebo ste prihlásenie zrušili.',
      links: [{ label: 'Moje udalosti', url: page, line: `Moje udalosti: ${page}` }],
    };
    return buildServiceNotice(
      this.config.SITE_NAME,
      REGISTRATION_KIND,
      { userId: r.id, email: r.email, firstName: r.firstName, dedupeKey: '' },
      content,
      footer,
    );
  }

  /**
   * About a member's own registration for a paid event (payment received, place released for want of payment), in
   * the change's transaction: a confirmation the member needs whatever their choices, with a push to their devices
   * when they chose event updates. `key` makes it once per member and happening.
   */
  async registrationNotice(
    db: Db,
    userIds: string[],
    key: (userId: string) => string,
    content: (r: Recipient) => NotificationContent,
  ): Promise<number> {
    if (userIds.length === 0) return 0;
    const members = await this.settings.members(userIds, db);
    await this.push.send(
      db,
      'event_updates',
      members.map((r) => r.id),
      key,
      (id) => pushMessages.registration(content(members.find((r) => r.id === id)!).subject),
    );
    const page = `${this.config.PUBLIC_URL}/uzivatel/udalosti`;
    const footer = {
      reason: 'Tento e-mail dostávate, pretože sa týka vášho prihlásenia na udalosť.',
      links: [{ label: 'Moje udalosti', url: page, line: `Moje udalosti: ${page}` }],
    };
    const mails = members.map((r) =>
      buildServiceNotice(
        this.config.SITE_NAME,
        REGISTRATION_KIND,
        { userId: r.id, email: r.email, firstName: r.firstName, dedupeKey: key(r.id) },
        content(r),
        footer,
      ),
    );
    return this.mail.sendMany(mails, db);
  }

  /** The event's date, time or place changed: its registered and waitlisted members. */
  async eventChanged(db: Db, event: EventNotice, change: EventChange, userIds: string[]): Promise<Notified> {
    const lines: string[] = [];
    if (change.before.dateStart.getTime() !== event.dateStart.getTime())
      lines.push(
        `Nový termín: ${formatEventTime(event.dateStart)} (predtým ${formatEventTime(change.before.dateStart)}).`,
      );
    if ((change.before.location ?? '') !== (event.location ?? ''))
      lines.push(
        `Nové miesto: ${event.location ?? 'bude upresnené'} (predtým ${change.before.location ?? 'neuvedené'}).`,
      );
    if (lines.length === 0) return { mail: 0, push: 0 };
    const key = (userId: string) => `event_changed:${event.id}:${userId}:${change.revision.getTime()}`;
    const push = await this.push.send(db, 'event_updates', userIds, key, () => pushMessages.changed(event, lines));
    const mail = await this.notify(
      db,
      'event_updates',
      userIds,
      (r) => key(r.id),
      () => ({
        subject: `Zmena udalosti: ${event.title}`,
        paragraphs: [`udalosť „${event.title}“, na ktorú ste prihlásený alebo čakáte, sa zmenila.`, ...lines],
        action: { label: 'Zobraziť udalosť', url: this.eventUrl(event) },
      }),
    );
    return { mail, push };
  }

  /** The event was called off: its registered and waitlisted members. */
  async eventCancelled(db: Db, event: EventNotice, userIds: string[]): Promise<Notified> {
    const key = (userId: string) => `event_cancelled:${event.id}:${userId}`;
    const push = await this.push.send(db, 'event_updates', userIds, key, () => pushMessages.cancelled(event));
    const mail = await this.notify(
      db,
      'event_updates',
      userIds,
      (r) => key(r.id),
      () => ({
        subject: `Udalosť zrušená: ${event.title}`,
        paragraphs: [
          `udalosť „${event.title}“ (${formatEventTime(event.dateStart)}) sa neuskutoční – organizátori ju zrušili.`,
          'Vaše prihlásenie sa tým ruší, nemusíte nič robiť.',
        ],
        action: { label: 'Ďalšie udalosti', url: `${this.config.PUBLIC_URL}/udalosti` },
      }),
    );
    return { mail, push };
  }

  /** 24 hours before: registered members (one reminder per member and start time). */
  /** `tickets`: each registered member's id → the ticket's QR code (PNG, base64), shown inline in the mail. */
  async eventReminder(event: EventNotice, tickets: Map<string, string>): Promise<number> {
    const key = (userId: string) => `event_reminder:${event.id}:${userId}:${event.dateStart.getTime()}`;
    await this.push.send(undefined, 'event_reminders', [...tickets.keys()], key, () => pushMessages.reminder(event));
    return this.notify(
      undefined,
      'event_reminders',
      [...tickets.keys()],
      (r) => key(r.id),
      (r) => ({
        subject: `Pripomienka: ${event.title}`,
        paragraphs: [
          `pripomíname, že zajtra sa koná udalosť „${event.title}“, na ktorú ste prihlásený.`,
          when(event),
          SHOW_TICKET,
        ],
        html: ticketHtml(event),
        action: { label: 'Zobraziť udalosť', url: this.eventUrl(event) },
        attachments: registrationAttachments({ ticketPng: tickets.get(r.id)! }),
      }),
    );
  }

  /** Staff verified or rejected the member's registration (membership), with the staff note. */
  async membershipDecided(db: Db, userId: string, verified: boolean, note: string | null, at: Date): Promise<number> {
    const key = () => `membership:${userId}:${verified ? 'verified' : 'rejected'}:${at.getTime()}`;
    await this.push.send(db, 'membership', [userId], key, () => pushMessages.membership(verified));
    return this.notify(db, 'membership', [userId], key, () => ({
      subject: verified ? 'Vaše členstvo je overené' : 'Vaše členstvo nebolo overené',
      paragraphs: [
        verified
          ? 'vašu registráciu v klube sme overili. Vitajte medzi overenými členmi!'
          : 'vašu registráciu v klube sme zatiaľ nemohli overiť.',
        ...(note ? [`Poznámka od klubu: ${note}`] : []),
        ...(verified
          ? []
          : ['Údaje si môžete doplniť vo svojom profile; ak máte otázky, odpovedzte nám cez kontaktný formulár.']),
      ],
      action: { label: 'Môj účet', url: `${this.config.PUBLIC_URL}/uzivatel/dashboard` },
    }));
  }

  /**
   * Mails about members' dues, in the change's transaction when there is one. `mandatory` ones (the
   * year's request, the reminder before the due date) go to every member whatever their choices and
   * carry no unsubscribe link; the others follow the member's choice of membership mails.
   */
  async duesNotice(
    db: Db | undefined,
    userIds: string[],
    mandatory: boolean,
    key: (r: Recipient) => string,
    content: (r: Recipient) => NotificationContent,
  ): Promise<number> {
    if (userIds.length === 0) return 0;
    const members = await this.settings.members(userIds, db);
    const byId = new Map(members.map((r) => [r.id, r]));
    await this.push.send(
      db,
      'membership',
      members.map((r) => r.id),
      (id) => key(byId.get(id)!),
      (id) => pushMessages.dues(content(byId.get(id)!).subject),
    );
    if (!mandatory) return this.notify(db, 'membership', userIds, key, content);
    const page = `${this.config.PUBLIC_URL}/uzivatel/clensky-prispevok`;
    const footer = {
      reason: 'Tento e-mail dostávate, pretože sa týka vášho členského príspevku. Tieto správy nemožno vypnúť.',
      links: [{ label: 'Členský príspevok', url: page, line: `Členský príspevok: ${page}` }],
    };
    const mails = members.map((r) =>
      buildServiceNotice(
        this.config.SITE_NAME,
        'dues',
        { userId: r.id, email: r.email, firstName: r.firstName, dedupeKey: key(r) },
        content(r),
        footer,
      ),
    );
    return this.mail.sendMany(mails, db);
  }

  /**
   * A refund of an event payment, in the transaction that made it owed: a service notice every member
   * gets whatever their choices (it is about their money), without an unsubscribe link.
   */
  async refundNotice(db: Db, userId: string, dedupeKey: string, content: NotificationContent): Promise<number> {
    const [r] = await this.settings.members([userId], db);
    if (!r) return 0;
    const page = `${this.config.PUBLIC_URL}/uzivatel/udalosti`;
    const footer = {
      reason: 'Tento e-mail dostávate, pretože vám klub vracia platbu za udalosť. Tieto správy nemožno vypnúť.',
      links: [{ label: 'Moje udalosti', url: page, line: `Moje udalosti: ${page}` }],
    };
    const mail = buildServiceNotice(
      this.config.SITE_NAME,
      'refund',
      { userId: r.id, email: r.email, firstName: r.firstName, dedupeKey },
      { ...content, action: { label: 'Moje udalosti', url: page } },
      footer,
    );
    return this.mail.sendMany([mail], db);
  }

  /** A new event is out: members who opted in (in the transaction `db` that published it, when there is one). */
  async newEventPublished(event: EventNotice, db?: Db): Promise<Notified> {
    const push = await this.push.send(
      db,
      'new_events',
      null,
      (userId) => `new_event:${event.id}:${userId}`,
      () => pushMessages.newEvent(event),
    );
    const subscribers = await this.settings.subscribers('new_events', db);
    const mail = await this.queue(
      'new_events',
      subscribers,
      (r) => `new_event:${event.id}:${r.id}`,
      () => ({
        subject: `Nová udalosť: ${event.title}`,
        paragraphs: [`klub pripravil novú udalosť „${event.title}“.`, when(event)],
        action: { label: 'Zobraziť a prihlásiť sa', url: this.eventUrl(event) },
      }),
      db,
    );
    return { mail, push };
  }

  /** The newsletter: an article to every member subscribed now; a member already sent it is skipped. */
  async sendNewsletter(article: NewsletterArticle): Promise<number> {
    const subscribers = await this.settings.subscribers('newsletter');
    return this.queue(
      'newsletter',
      subscribers,
      (r) => `${newsletterKey(article.id)}${r.id}`,
      () => this.newsletterContent(article),
    );
  }

  /** The newsletter to one staff member only, whatever their choices (a test send; repeatable). */
  async sendNewsletterTest(article: NewsletterArticle, staffId: string): Promise<number> {
    const staff = await this.settings.findMember(staffId);
    return staff
      ? this.queue(
          'newsletter',
          [staff],
          () => `newsletter_test:${article.id}:${staff.id}:${Date.now()}`,
          () => this.newsletterContent(article),
        )
      : 0;
  }

  /** The newsletter mail as `staffId` would receive it. */
  async previewNewsletter(article: NewsletterArticle, staffId: string): Promise<OutgoingMail> {
    const staff = (await this.settings.findMember(staffId)) ?? { id: staffId, email: '', firstName: null };
    const target = {
      userId: staff.id,
      email: staff.email,
      firstName: staff.firstName,
      kind: 'newsletter' as const,
      dedupeKey: '',
      unsubscribeToken: signUnsubscribe(resolveJwtSecret(this.config), staff.id, 'newsletter'),
    };
    return buildNotification(this.config.SITE_NAME, this.config.PUBLIC_URL, target, this.newsletterContent(article));
  }

  async newsletterSubscribers(): Promise<number> {
    return (await this.settings.subscribers('newsletter')).length;
  }

  private newsletterContent(article: NewsletterArticle): NotificationContent {
    return {
      subject: article.title,
      paragraphs: [
        `v klube sme uverejnili nový článok „${article.title}“.`,
        ...(article.description ? [article.description] : []),
      ],
      html: article.bodyHtml,
      action: { label: 'Čítať na webe', url: `${this.config.PUBLIC_URL}/clanok/${article.slug}` },
    };
  }

  /**
   * Queues one mail of `kind` to each recipient (in the transaction `db`, when given); returns how
   * many were new. Built and stored a chunk at a time, so a newsletter to thousands holds little in memory.
   */
  async queue(
    kind: NotificationKind,
    recipients: Recipient[],
    key: (r: Recipient) => string,
    content: (r: Recipient) => NotificationContent,
    db?: Db,
  ): Promise<number> {
    const secret = resolveJwtSecret(this.config);
    let queued = 0;
    for (let i = 0; i < recipients.length; i += QUEUE_CHUNK) {
      const mails: OutgoingMail[] = recipients.slice(i, i + QUEUE_CHUNK).map((r) =>
        buildNotification(
          this.config.SITE_NAME,
          this.config.PUBLIC_URL,
          {
            userId: r.id,
            email: r.email,
            firstName: r.firstName,
            kind,
            dedupeKey: key(r),
            unsubscribeToken: signUnsubscribe(secret, r.id, kind),
          },
          content(r),
        ),
      );
      queued += await this.mail.sendMany(mails, db);
    }
    return queued;
  }

  /**
   * Mails of `kind` to those of the members who want them, in the change's transaction (when there is one): a failure
   * to queue them rolls the change back.
   */
  private async notify(
    db: Db | undefined,
    kind: NotificationKind,
    userIds: string[],
    key: (r: Recipient) => string,
    content: (r: Recipient) => NotificationContent,
  ): Promise<number> {
    if (userIds.length === 0) return 0;
    return this.queue(kind, await this.settings.recipients(userIds, kind, db), key, content, db);
  }

  private eventUrl(event: EventNotice): string {
    return `${this.config.PUBLIC_URL}/udalost/${event.slug}`;
  }
}
