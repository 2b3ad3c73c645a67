// The PAY by square code of a payment order (the Slovak Banking Association's QR standard, which every
// Slovak banking app scans), encoded with `bysquare` and drawn as PNG with `qrcode`. Dues and event
// fees both ask for their payments with it.
import { CurrencyCode, encode, PaymentOptions } from 'bysquare/pay';
import QRCode from 'qrcode';

export interface PaymentOrder {
  iban: string;
  bic: string | null;
  beneficiaryName: string;
  amountCents: number;
  variableSymbol: string;
  note: string;
  dueDate: Date;
}

/** The PAY by square text of a payment order (what the QR code holds). */
export function payBySquare(order: PaymentOrder): string {
  return encode({
    payments: [
      {
        type: PaymentOptions.PaymentOrder,
        amount: order.amountCents / 100,
        currencyCode: CurrencyCode.EUR,
        variableSymbol: order.variableSymbol,
        paymentDueDate: order.dueDate.toISOString().slice(0, 10).replaceAll('-', ''),
        paymentNote: order.note,
        beneficiary: { name: order.beneficiaryName },
        bankAccounts: [{ iban: order.iban, ...(order.bic ? { bic: order.bic } : {}) }],
      },
    ],
  });
}

/** The QR code of a PAY by square text as PNG (base64), for a mail's inline image. */
export async function qrPng(text: string): Promise<string> {
  return (await QRCode.toBuffer(text, { type: 'png', margin: 2, scale: 4, errorCorrectionLevel: 'M' })).toString(
    'base64',
  );
}
