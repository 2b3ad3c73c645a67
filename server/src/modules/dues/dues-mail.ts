// What the dues mails say: the year's request (with the PAY by square QR as an inline image), the
// reminder before the due date, the one after it, and the thank-you. Slovak, built from the record
// and the club's payment details.
import type { NotificationContent } from '../notifications/notifications.types';
import type { DuesRecord } from './dues.repository';
import type { PaymentDetailsDto } from '../../common/payment-details.dto';
import { formatEuro } from '../../domain/money';
import { formatDay, paymentNote } from './dues-rules';
import { memberName } from '../../domain/member-name';

export const QR_CID = 'pay-by-square';

const owed = (r: DuesRecord) => Math.max(0, r.amountCents - r.paidCents);

function paymentLines(r: DuesRecord, pay: PaymentDetailsDto): string[] {
  return [
    `Suma: ${formatEuro(owed(r))} · Splatnosť: ${formatDay(r.dueYear.dueDate)}`,
    `IBAN: ${pay.iban}${pay.bic ? ` · BIC: ${pay.bic}` : ''} · Príjemca: ${pay.beneficiary_name}`,
    `Variabilný symbol: ${r.variableSymbol}`,
    `Správa pre príjemcu: ${paymentNote(r.year, memberName(r.user))}`,
  ];
}

const action = (publicUrl: string) => ({ label: 'Členský príspevok', url: `${publicUrl}/uzivatel/clensky-prispevok` });

export function requestMail(
  r: DuesRecord,
  pay: PaymentDetailsDto,
  qrPngBase64: string,
  publicUrl: string,
): NotificationContent {
  return {
    subject: `Členský príspevok ${r.year}`,
    paragraphs: [
      `prosíme vás o zaplatenie členského príspevku klubu na rok ${r.year}.`,
      ...paymentLines(r, pay),
      'Najjednoduchšie je naskenovať QR kód PAY by square v aplikácii svojej banky.',
    ],
    html: `<p><img src="cid:${QR_CID}" alt="QR kód PAY by square na zaplatenie členského príspevku" width="220" height="220"></p>`,
    action: action(publicUrl),
    attachments: [{ filename: 'pay-by-square.png', cid: QR_CID, contentType: 'image/png', content: qrPngBase64 }],
  };
}

export function reminderBeforeMail(r: DuesRecord, pay: PaymentDetailsDto, publicUrl: string): NotificationContent {
  return {
    subject: `Pripomienka: členský príspevok ${r.year}`,
    paragraphs: [
      `pripomíname, že ${formatDay(r.dueYear.dueDate)} je splatný členský príspevok na rok ${r.year}.`,
      ...paymentLines(r, pay),
      'Ak ste už zaplatili, ďakujeme – platba sa môže ešte spracúvať.',
    ],
    action: action(publicUrl),
  };
}

export function reminderAfterMail(r: DuesRecord, pay: PaymentDetailsDto, publicUrl: string): NotificationContent {
  return {
    subject: `Členský príspevok ${r.year} je po splatnosti`,
    paragraphs: [
      `členský príspevok na rok ${r.year} bol splatný ${formatDay(r.dueYear.dueDate)} a zatiaľ sme ho neprijali celý.`,
      ...paymentLines(r, pay),
      'Ak ste už zaplatili, odpovedzte nám cez kontaktný formulár a platbu dohľadáme.',
    ],
    action: action(publicUrl),
  };
}

export function thankYouMail(r: DuesRecord, publicUrl: string): NotificationContent {
  return {
    subject: `Ďakujeme za členský príspevok ${r.year}`,
    paragraphs: [
      `prijali sme váš členský príspevok na rok ${r.year} (${formatEuro(r.paidCents)}). Ďakujeme, že podporujete klub.`,
      'Potvrdenie o zaplatení si môžete vytlačiť v členskej zóne.',
    ],
    action: action(publicUrl),
  };
}
