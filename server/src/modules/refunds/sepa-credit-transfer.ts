// The SEPA credit transfer initiation (ISO 20022 pain.001.001.03) that Slovak internet banking
// imports as one batch of payments: the club's account pays each refund. Only the elements the
// EPC implementation guidelines require, in the schema's order. Text is XML-escaped and kept to
// Latin letters (Slovak diacritics included: Slovak banks take UTF-8 Latin), digits and the SEPA
// punctuation; names are cut to 70 characters, the remittance to 140.
import { escapeXml } from '../../common/escape';

export interface CreditTransfer {
  endToEndId: string;
  amountCents: number;
  creditorName: string;
  creditorIban: string;
  remittance: string;
}

export interface CreditTransferBatch {
  messageId: string;
  createdAt: Date;
  /** The day the bank is asked to execute the transfers (YYYY-MM-DD). */
  executionDate: string;
  debtorName: string;
  debtorIban: string;
  debtorBic: string | null;
  transfers: CreditTransfer[];
}

export const PAIN_001_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03';

/**
 * Letters of the Latin scripts, digits and the SEPA punctuation; anything else (emoji, other scripts, control
 * characters) becomes a space.
 */
const OUTSIDE_SEPA = /[^A-Za-z0-9\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F/\-?:().,'+ ]/g;

/** Text safe for a SEPA field of at most `max` characters. */
export function sepaText(value: string, max: number): string {
  return value.replace(OUTSIDE_SEPA, ' ').replace(/\s+/g, ' ').trim().slice(0, max).trim();
}

/** "12.30": cents as the decimal amount the schema takes. */
export const sepaAmount = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

const element = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;

function transaction(t: CreditTransfer): string {
  return [
    '<CdtTrfTxInf>',
    `<PmtId>${element('EndToEndId', t.endToEndId)}</PmtId>`,
    `<Amt><InstdAmt Ccy="EUR">${sepaAmount(t.amountCents)}</InstdAmt></Amt>`,
    `<Cdtr>${element('Nm', sepaText(t.creditorName, 70))}</Cdtr>`,
    `<CdtrAcct><Id>${element('IBAN', t.creditorIban)}</Id></CdtrAcct>`,
    `<RmtInf>${element('Ustrd', sepaText(t.remittance, 140))}</RmtInf>`,
    '</CdtTrfTxInf>',
  ].join('');
}

/** The whole document; the same batch always gives the same bytes. */
export function buildCreditTransfer(batch: CreditTransferBatch): string {
  const count = String(batch.transfers.length);
  const sum = sepaAmount(batch.transfers.reduce((total, t) => total + t.amountCents, 0));
  const debtorName = element('Nm', sepaText(batch.debtorName, 70));
  const agent = batch.debtorBic ? element('BIC', batch.debtorBic) : `<Othr>${element('Id', 'NOTPROVIDED')}</Othr>`;
  const createdAt = batch.createdAt.toISOString().slice(0, 19);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<Document xmlns="${PAIN_001_NAMESPACE}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">`,
    '<CstmrCdtTrfInitn>',
    '<GrpHdr>',
    element('MsgId', batch.messageId),
    element('CreDtTm', createdAt),
    element('NbOfTxs', count),
    element('CtrlSum', sum),
    `<InitgPty>${debtorName}</InitgPty>`,
    '</GrpHdr>',
    '<PmtInf>',
    element('PmtInfId', batch.messageId),
    element('PmtMtd', 'TRF'),
    element('BtchBookg', 'true'),
    element('NbOfTxs', count),
    element('CtrlSum', sum),
    `<PmtTpInf><SvcLvl>${element('Cd', 'SEPA')}</SvcLvl></PmtTpInf>`,
    element('ReqdExctnDt', batch.executionDate),
    `<Dbtr>${debtorName}</Dbtr>`,
    `<DbtrAcct><Id>${element('IBAN', batch.debtorIban)}</Id></DbtrAcct>`,
    `<DbtrAgt><FinInstnId>${agent}</FinInstnId></DbtrAgt>`,
    element('ChrgBr', 'SLEV'),
    ...batch.transfers.map(transaction),
    '</PmtInf>',
    '</CstmrCdtTrfInitn>',
    '</Document>',
    '',
  ].join('\n');
}
