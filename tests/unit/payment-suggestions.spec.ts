import {
  rankSuggestions,
  symbolSlips,
  symbolsInNote,
  type Candidate,
} from '../../server/src/modules/dues/payment-suggestions';

const record = (variableSymbol: string, name: string, owedCents = 4000, timely = true): Candidate => ({
  variableSymbol,
  owedCents,
  nameWords: name.split(' '),
  timely,
});

describe('the records suggested for an unmatched payment', () => {
  it('knows a symbol one slip away: two neighbouring digits swapped, or one digit wrong, missing or added', () => {
    const { transposed, typo } = symbolSlips('2030000051');
    expect(transposed).toEqual(new Set(['0230000051', '2300000051', '2003000051', '2030000501', '2030000015']));
    for (const slip of ['2030000052', '9030000051', '203000051', '030000051']) expect(typo.has(slip)).toBe(true);
    for (const not of ['2030000051', '2030000015', '2030000000', '20300000511']) expect(typo.has(not)).toBe(false);
  });

  it('reads symbols from the note: 6 to 10 digits, not parts of longer numbers', () => {
    expect(symbolsInNote('prispevok 2030000051, ucet 12345678901 a 0012345')).toEqual(['2030000051', '12345']);
    expect(symbolsInNote(null)).toEqual([]);
  });

  it('ranks the symbol in the note above the payer’s name, the name above a slip of the symbol, and offers the amount alone only when asked', () => {
    const payment = { symbol: '2030000009', note: 'za Petra 2030000003', cents: 4000, debtorWords: ['novak', 'jan'] };
    const candidates = [
      record('2030000001', 'jan novak'),
      record('2030000003', 'peter novak', 2000),
      record('2030000090', 'eva kovacova'),
      record('2030000007', 'maria tothova', 4000, false),
    ];
    expect(rankSuggestions(payment, candidates, false).map((s) => [s.candidate.variableSymbol, s.reasons])).toEqual([
      ['2030000003', ['symbol_in_note', 'symbol_typo', 'surname']],
      ['2030000001', ['name', 'symbol_typo', 'amount']],
      ['2030000090', ['symbol_transposed', 'amount']],
      ['2030000007', ['symbol_typo', 'amount']],
    ]);
    expect(
      rankSuggestions({ ...payment, symbol: null, note: null, debtorWords: [] }, candidates, true).map(
        (s) => s.reasons,
      ),
    ).toEqual([['amount'], ['amount'], ['amount']]);
    expect(rankSuggestions({ ...payment, symbol: null, note: null, debtorWords: [] }, candidates, false)).toEqual([]);
  });
});
