// Which dues records an unmatched payment most likely belongs to, and why: the rules of the assign
// dialog's suggestions (GET /api/admin/dues-payments/{id}/suggestions). Each reason weighs what it
// tells: the record's variable symbol itself, or written in the note, is the strongest; the payer's
// full name next (a parent may pay for a child); a symbol with two neighbouring digits swapped above
// one with a digit wrong, missing or added; the surname alone; the amount still owed is the weakest,
// offered alone only when few records owe it.

export const SUGGESTION_REASONS = [
  'symbol',
  'symbol_in_note',
  'name',
  'symbol_transposed',
  'symbol_typo',
  'surname',
  'amount',
] as const;
export type SuggestionReason = (typeof SUGGESTION_REASONS)[number];

const WEIGHT: Record<SuggestionReason, number> = {
  symbol: 80,
  symbol_in_note: 60,
  name: 50,
  symbol_transposed: 40,
  symbol_typo: 30,
  surname: 20,
  amount: 15,
};

/** At most this many suggestions; and the amount alone suggests a record only when at most this many owe it. */
export const MAX_SUGGESTIONS = 5;
export const AMOUNT_ALONE_AT_MOST = 3;

const DIGITS = '0123456789';

/** Symbols one slip away from `vs`: two neighbouring digits swapped, or one digit wrong, missing or added. */
export function symbolSlips(vs: string): { transposed: Set<string>; typo: Set<string> } {
  const transposed = new Set<string>();
  const typo = new Set<string>();
  for (let i = 0; i + 1 < vs.length; i++)
    if (vs[i] !== vs[i + 1]) transposed.add(vs.slice(0, i) + vs[i + 1] + vs[i] + vs.slice(i + 2));
  for (let i = 0; i <= vs.length; i++) {
    for (const d of DIGITS) {
      if (i < vs.length && d !== vs[i]) typo.add(vs.slice(0, i) + d + vs.slice(i + 1));
      if (vs.length < 10) typo.add(vs.slice(0, i) + d + vs.slice(i));
    }
    if (i < vs.length && vs.length > 1) typo.add(vs.slice(0, i) + vs.slice(i + 1));
  }
  typo.delete(vs);
  for (const s of transposed) typo.delete(s);
  return { transposed, typo };
}

/** Numbers in the note that could be a variable symbol (6 to 10 digits, leading zeros dropped). */
export const symbolsInNote = (note: string | null) => [
  ...new Set((note?.match(/(?<!\d)\d{6,10}(?!\d)/g) ?? []).map((n) => n.replace(/^0+(?=\d)/, ''))),
];

/** The symbols a payment may mean: its own, those written in its note, and those one slip away from its own. */
export function symbolsOfPayment(payment: { variableSymbol: string | null; note: string | null }): string[] {
  if (!payment.variableSymbol) return symbolsInNote(payment.note);
  const slips = symbolSlips(payment.variableSymbol);
  return [payment.variableSymbol, ...symbolsInNote(payment.note), ...slips.transposed, ...slips.typo];
}

export interface SuggestionInput {
  /** The symbol the payment carried (null when none). */
  symbol: string | null;
  note: string | null;
  /** In euros (null for another currency: no amount to compare). */
  cents: number | null;
  /** The payer's name as words (lower case, no diacritics). */
  debtorWords: string[];
}

export interface Candidate {
  variableSymbol: string;
  owedCents: number;
  /** The member's first and last name as words, like `debtorWords`; the last word is the surname. */
  nameWords: string[];
  /**
   * Fits the payment's time (ranks first among equals): a dues record of the year the payment was booked in, a
   * registration for an event not yet held when it was booked.
   */
  timely: boolean;
}

/** Why `c` may be the payment's record, strongest first; empty when nothing points to it. */
export function reasonsFor(payment: SuggestionInput, c: Candidate, amountAlone: boolean): SuggestionReason[] {
  const reasons: SuggestionReason[] = [];
  if (payment.symbol === c.variableSymbol) reasons.push('symbol');
  else if (symbolsInNote(payment.note).includes(c.variableSymbol)) reasons.push('symbol_in_note');
  const payer = new Set(payment.debtorWords);
  if (c.nameWords.length > 1 && c.nameWords.every((w) => payer.has(w))) reasons.push('name');
  if (payment.symbol && !reasons.includes('symbol')) {
    const slips = symbolSlips(payment.symbol);
    if (slips.transposed.has(c.variableSymbol)) reasons.push('symbol_transposed');
    else if (slips.typo.has(c.variableSymbol)) reasons.push('symbol_typo');
  }
  if (!reasons.includes('name') && c.nameWords.length > 0 && payer.has(c.nameWords[c.nameWords.length - 1]))
    reasons.push('surname');
  const amount = c.owedCents === payment.cents;
  if (amount && (reasons.length > 0 || amountAlone)) reasons.push('amount');
  return reasons.sort((a, b) => WEIGHT[b] - WEIGHT[a]);
}

/** The candidates with a reason, best first (then the payment's year, then by symbol), at most MAX_SUGGESTIONS. */
export function rankSuggestions<C extends Candidate>(
  payment: SuggestionInput,
  candidates: C[],
  amountAlone: boolean,
): { candidate: C; reasons: SuggestionReason[] }[] {
  const score = (reasons: SuggestionReason[], c: C) =>
    reasons.reduce((sum, r) => sum + WEIGHT[r], 0) + (c.timely ? 1 : 0);
  return candidates
    .map((candidate) => ({ candidate, reasons: reasonsFor(payment, candidate, amountAlone) }))
    .filter((s) => s.reasons.length > 0)
    .sort(
      (a, b) =>
        score(b.reasons, b.candidate) - score(a.reasons, a.candidate) ||
        a.candidate.variableSymbol.localeCompare(b.candidate.variableSymbol),
    )
    .slice(0, MAX_SUGGESTIONS);
}

/** The payment as its suggestions read it. */
export interface SuggestedPayment {
  currency: string;
  amountCents: number;
  variableSymbol: string | null;
  note: string | null;
  debtorName: string | null;
}

/** Where suggestions come from: dues records or registrations still owed, and what ranks each. */
export interface SuggestionSource<T extends { id: string }> {
  /** Rows whose symbol is one of `symbols` or whose member shares a word of the payer's name, with both as words. */
  bySymbolOrName(
    symbols: string[],
    debtorName: string | null,
  ): Promise<{ rows: T[]; debtorWords: string[]; nameWords: Map<string, string[]> }>;
  /** Rows that owe exactly `cents`, at most `take`. */
  byAmount(cents: number, take: number): Promise<T[]>;
  rank(row: T): Pick<Candidate, 'variableSymbol' | 'owedCents' | 'timely'>;
}

/** The rows a payment most likely belongs to, best first, each with why. */
export async function suggestFor<T extends { id: string }>(
  payment: SuggestedPayment,
  source: SuggestionSource<T>,
): Promise<{ row: T; reasons: SuggestionReason[] }[]> {
  const cents = payment.currency === 'EUR' ? payment.amountCents : null;
  const found = await source.bySymbolOrName(symbolsOfPayment(payment), payment.debtorName);
  const byAmount = cents === null ? [] : await source.byAmount(cents, AMOUNT_ALONE_AT_MOST + 1);
  const rows = [...new Map([...found.rows, ...byAmount].map((r) => [r.id, r])).values()];
  const candidates = rows.map((row) => ({ row, ...source.rank(row), nameWords: found.nameWords.get(row.id) ?? [] }));
  const ranked = rankSuggestions(
    { symbol: payment.variableSymbol, note: payment.note, cents, debtorWords: found.debtorWords },
    candidates,
    byAmount.length <= AMOUNT_ALONE_AT_MOST,
  );
  return ranked.map((s) => ({ row: s.candidate.row, reasons: s.reasons }));
}
