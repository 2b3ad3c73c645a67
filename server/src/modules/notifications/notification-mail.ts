// The look of member notifications: Slovak, HTML and plain text, the club's red button, and at the
// foot the reason the member gets the mail and a one-click unsubscribe link for its kind. The
// List-Unsubscribe and List-Unsubscribe-Post headers (RFC 8058) let a mail client unsubscribe
// with one POST, without a page and without signing in.
import type { OutgoingMail } from '../../mail/mail.service';
import type { MailAttachment } from '../../mail/mail-transport.service';
import { CLUB_TIME_ZONE } from '../../domain/calendar';
import { escapeHtml } from '../../common/escape';
import { KIND_LABEL, REASON, type NotificationKind } from './notification-kinds';

export interface NotificationContent {
  subject: string;
  /** Paragraphs of plain text (the HTML part escapes them). */
  paragraphs: string[];
  /** A trusted HTML block put after the paragraphs (a rendered article); the text part has `paragraphs` only. */
  html?: string;
  action?: { label: string; url: string };
  /** Images the HTML refers to as `cid:` (a payment QR code, a ticket) and attached files (an .ics). */
  attachments?: MailAttachment[];
}

export interface NotificationTarget {
  userId: string;
  email: string;
  firstName: string | null;
  kind: NotificationKind;
  dedupeKey: string;
  /** Signed unsubscribe token of this member and kind. */
  unsubscribeToken: string;
}

const dateTime = new Intl.DateTimeFormat('sk-SK', {
  timeZone: CLUB_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** e.g. "sobota 14. marca 2026 o 18:00" in Slovak time. */
export function formatEventTime(date: Date): string {
  const parts = dateTime.formatToParts(date);
  const pick = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${pick('weekday')} ${pick('day')}. ${pick('month')} ${pick('year')} o ${pick('hour')}:${pick('minute')}`;
}

/** The member a mail is for and its dedupe key. */
export type MailTarget = Pick<NotificationTarget, 'userId' | 'email' | 'firstName' | 'dedupeKey'>;

export interface Footer {
  reason: string;
  /** Footer links after the reason (unsubscribe, settings); `line` is the text part's sentence for it. */
  links: { label: string; url: string; line: string }[];
}

/** The mail's text and HTML in the club's look: greeting, paragraphs, the action button, the footer. */
function render(siteName: string, target: MailTarget, content: NotificationContent, footer: Footer): OutgoingMail {
  const greeting = target.firstName ? `Dobrý deň, ${target.firstName},` : 'Dobrý deň,';
  const text = [
    greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    siteName,
    '',
    '—',
    footer.reason,
    ...footer.links.map((l) => l.line),
  ].join('\n');
  const html = `<!doctype html><html lang="sk"><body style="margin:0;background:#f3f4f6;font-family:sans-serif;line-height:1.5;color:#1f2937">
<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:24px">
<p style="margin:0 0 16px;font-weight:bold;color:#D90429;font-size:1.2em">${escapeHtml(siteName)}</p>
<p>${escapeHtml(greeting)}</p>
${content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${content.html ?? ''}
${content.action ? `<p><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#D90429;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>` : ''}
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">
<p style="font-size:0.85em;color:#4b5563">${escapeHtml(footer.reason)}<br>
${footer.links.map((l) => `<a href="${escapeHtml(l.url)}" style="color:#4b5563">${escapeHtml(l.label)}</a>`).join(' · ')}</p>
</div></body></html>`;
  return {
    userId: target.userId,
    dedupeKey: target.dedupeKey,
    to: target.email,
    subject: `${content.subject} – ${siteName}`,
    text,
    html,
    attachments: content.attachments,
  };
}

export function buildNotification(
  siteName: string,
  publicUrl: string,
  target: NotificationTarget,
  content: NotificationContent,
): OutgoingMail {
  const unsubscribePage = `${publicUrl}/odhlasit-odber?token=${encodeURIComponent(target.unsubscribeToken)}`;
  const oneClick = `${publicUrl}/api/unsubscribe?token=${encodeURIComponent(target.unsubscribeToken)}`;
  const links = [
    {
      label: `Odhlásiť odber: ${KIND_LABEL[target.kind]}`,
      url: unsubscribePage,
      line: `Ak už nechcete dostávať ${KIND_LABEL[target.kind]}, odhláste sa: ${unsubscribePage}`,
    },
    {
      label: 'Nastavenia e-mailov',
      url: `${publicUrl}/uzivatel/nastavenia`,
      line: `Nastavenia e-mailov: ${publicUrl}/uzivatel/nastavenia`,
    },
  ];
  return {
    ...render(siteName, target, content, { reason: REASON[target.kind], links }),
    kind: target.kind,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/**
 * A mail members cannot switch off (the dues request and its first reminder, the confirmation of
 * what the member just did): no unsubscribe link; the footer says why it comes.
 */
export function buildServiceNotice(
  siteName: string,
  kind: string,
  target: MailTarget,
  content: NotificationContent,
  footer: Footer,
): OutgoingMail {
  return { ...render(siteName, target, content, footer), kind };
}
