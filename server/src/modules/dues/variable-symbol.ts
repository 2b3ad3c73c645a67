// The variable symbol a Slovak payment carries, looked for where banks put it: SEPA payments from
// Slovak banks in EndToEndId as "/VS…/SS…/KS…", else the structured creditor reference, else the
// free-text note ("VS 2026000012", "vs:2026000012"). The first candidate that names a dues record wins.
import type { StatementEntry } from './camt-statement';

const SLASHED = /\/VS(\d{1,10})(?=\/|$)/i;
const IN_TEXT = /\bVS\s*[:.\-]?\s*(\d{1,10})\b/i;
const DIGITS_ONLY = /^0*(\d{1,10})$/;

/** Variable symbols without leading zeros (how they are stored). */
const normal = (vs: string) => vs.replace(/^0+(?=\d)/, '');

/** The candidates of an entry, most trusted first. */
export function variableSymbolCandidates(
  entry: Pick<StatementEntry, 'endToEndId' | 'structuredRef' | 'note'>,
): string[] {
  const found: string[] = [];
  const add = (m: RegExpExecArray | null) => m && found.push(normal(m[1]));
  if (entry.endToEndId) add(SLASHED.exec(entry.endToEndId));
  if (entry.structuredRef)
    add(
      SLASHED.exec(entry.structuredRef) ?? IN_TEXT.exec(entry.structuredRef) ?? DIGITS_ONLY.exec(entry.structuredRef),
    );
  if (entry.note) add(SLASHED.exec(entry.note) ?? IN_TEXT.exec(entry.note) ?? DIGITS_ONLY.exec(entry.note.trim()));
  return [...new Set(found)];
}

/** The symbol of a member's dues: the year, then the record's number in it (10 digits). */
export const variableSymbolOf = (year: number, sequence: number) => `${year}${String(sequence).padStart(6, '0')}`;
