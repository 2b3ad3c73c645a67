// ISO 20022 bank-to-customer statements (camt.053.001.02 and .001.08, what Slovak banks export)
// read into plain entries. The XML is refused before parsing when it declares a DOCTYPE or an
// entity (XXE, "billion laughs"), and fast-xml-parser runs with entity processing off, so nothing
// in a statement can make the parser read a file or expand text. Amounts are read as decimal text
// into cents: more than two decimals is refused rather than rounded.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ApiError } from '../../common/api-error';
import { DUES_ERRORS } from './dues-errors';
import { compactIban } from '../../domain/iban';

export const CAMT_FORMATS = ['camt.053.001.02', 'camt.053.001.08'] as const;
export type CamtFormat = (typeof CAMT_FORMATS)[number];

/** One credit or debit of the statement (one transaction of an entry that batches several). */
export interface StatementEntry {
  /** The bank's reference: unique per account, the key that makes a second import a no-op. */
  bankRef: string;
  credit: boolean;
  amountCents: number;
  currency: string;
  bookedOn: string;
  endToEndId: string | null;
  structuredRef: string | null;
  note: string | null;
  debtorName: string | null;
  /** The payer's account (personal data: shown to finance staff only). */
  debtorIban: string | null;
  /** Of a debit: the account paid (a refund's creditor). */
  creditorIban: string | null;
}

export interface Statement {
  format: CamtFormat;
  statementId: string | null;
  iban: string | null;
  entries: StatementEntry[];
}

type Node = Record<string, unknown>;

const FORBIDDEN_DECLARATION = /<!\s*(DOCTYPE|ENTITY)/i;
const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
/** The ISO 20022 message namespace (parsing drops namespace declarations with their prefixes). */
const NAMESPACE = /xmlns(?::[\w.-]+)?\s*=\s*["'](urn:iso:std:iso:20022:tech:xsd:[^"']+)["']/;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  htmlEntities: false,
  trimValues: true,
  isArray: (name) => ['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'CdtrRefInf', 'Strd'].includes(name),
});

const refused = (code: keyof typeof DUES_ERRORS, message: string) => new ApiError(400, DUES_ERRORS[code], message);

/** Text of a leaf (a string, or `#text` of an element with attributes). */
function text(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'object' && '#text' in (value as Node)) return text((value as Node)['#text']);
  return null;
}

/** The node at a path of element names; arrays take their first item. */
function at(node: unknown, ...path: string[]): unknown {
  let current = node;
  for (const key of path) {
    if (Array.isArray(current)) current = current[0];
    if (!current || typeof current !== 'object') return undefined;
    current = (current as Node)[key];
  }
  return current;
}

/** An account as the statement gives it, without spaces; what is no IBAN's shape is left out. */
const ibanOf = (value: string | null) => {
  const iban = value && compactIban(value);
  return iban && /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban) ? iban : null;
};

const list = (value: unknown): Node[] => (Array.isArray(value) ? value : value ? [value] : []) as Node[];

/** "12.30" → 1230; more than two decimals or anything else is refused. */
export function amountToCents(raw: string | null): number {
  if (!raw || !AMOUNT.test(raw))
    throw refused('amount_invalid', `Amount "${raw ?? ''}" is not a decimal with at most two places`);
  const [whole, fraction = ''] = raw.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

function readAmount(amount: unknown): { cents: number; currency: string } {
  const currency = typeof amount === 'object' && amount ? text((amount as Node)['@Ccy']) : null;
  return { cents: amountToCents(text(amount)), currency: (currency ?? '').toUpperCase() };
}

function formatOf(document: Node | undefined, namespace: string | null): CamtFormat {
  const found = CAMT_FORMATS.find((f) => namespace === `urn:iso:std:iso:20022:tech:xsd:${f}`);
  if (!found || !document || !at(document, 'BkToCstmrStmt'))
    throw refused('statement_format', 'Not a camt.053.001.02 or camt.053.001.08 bank statement');
  return found;
}

/** The entry's transactions; one entry that batches several gives one statement entry each. */
function readEntry(entry: Node, index: number, statementKey: string): StatementEntry[] {
  const own = readAmount(entry.Amt);
  const credit = text(entry.CdtDbtInd) === 'CRDT';
  const bookedOn =
    text(at(entry, 'BookgDt', 'Dt')) ??
    text(at(entry, 'BookgDt', 'DtTm'))?.slice(0, 10) ??
    text(at(entry, 'ValDt', 'Dt')) ??
    '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(bookedOn))
    throw refused('statement_format', `Entry ${index + 1} has no booking date`);
  const entryRef = text(entry.AcctSvcrRef) ?? text(entry.NtryRef) ?? `${bookedOn}#${index + 1}`;
  const transactions = list(at(entry, 'NtryDtls')).flatMap((d) => list(d.TxDtls));
  const rows = transactions.length ? transactions : [{} as Node];
  return rows.map((tx, i) => {
    const txAmount = tx.Amt ?? at(tx, 'AmtDtls', 'TxAmt', 'Amt');
    const { cents, currency } = rows.length > 1 && txAmount ? readAmount(txAmount) : own;
    const remittance = at(tx, 'RmtInf');
    const txRef = text(at(tx, 'Refs', 'AcctSvcrRef'));
    return {
      bankRef: `${statementKey}:${rows.length > 1 ? (txRef ?? `${entryRef}/${i + 1}`) : entryRef}`,
      credit,
      amountCents: cents,
      currency,
      bookedOn,
      endToEndId: text(at(tx, 'Refs', 'EndToEndId')),
      structuredRef: text(at(remittance, 'Strd', 'CdtrRefInf', 'Ref')),
      note:
        list(at(remittance, 'Ustrd'))
          .map((u) => text(u))
          .filter(Boolean)
          .join(' ') || null,
      // .02 names the payer under RltdPties/Dbtr/Nm, .08 under RltdPties/Dbtr/Pty/Nm.
      debtorName: text(at(tx, 'RltdPties', 'Dbtr', 'Nm')) ?? text(at(tx, 'RltdPties', 'Dbtr', 'Pty', 'Nm')),
      // Both versions name the payer's account under RltdPties/DbtrAcct/Id/IBAN.
      debtorIban: ibanOf(text(at(tx, 'RltdPties', 'DbtrAcct', 'Id', 'IBAN'))),
      // And the account a debit paid under RltdPties/CdtrAcct/Id/IBAN.
      creditorIban: credit ? null : ibanOf(text(at(tx, 'RltdPties', 'CdtrAcct', 'Id', 'IBAN'))),
    };
  });
}

/** Reads a camt.053 statement; refuses (400, nothing read further) what is not one. */
export function parseStatement(xml: string): Statement {
  if (FORBIDDEN_DECLARATION.test(xml))
    throw refused('xml_forbidden', 'A statement must not declare a DOCTYPE or entities');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw refused('xml_malformed', `Malformed XML (line ${valid.err.line}): ${valid.err.msg}`);
  const root = parser.parse(xml) as Node;
  const document = root.Document as Node | undefined;
  const format = formatOf(document, NAMESPACE.exec(xml)?.[1] ?? null);
  const statements = list(at(document, 'BkToCstmrStmt', 'Stmt'));
  if (statements.length === 0) throw refused('statement_format', 'The statement has no Stmt');
  const entries: StatementEntry[] = [];
  for (const stmt of statements) {
    const iban = text(at(stmt, 'Acct', 'Id', 'IBAN'));
    list(stmt.Ntry).forEach((entry, index) =>
      entries.push(...readEntry(entry, index, iban ?? text(stmt.Id) ?? 'account')),
    );
  }
  return {
    format,
    statementId: text(at(statements[0], 'Id')),
    iban: text(at(statements[0], 'Acct', 'Id', 'IBAN')),
    entries,
  };
}
