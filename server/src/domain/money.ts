// Amounts are kept in euro cents; a person reads them the Slovak way.

/** "15,00 €" */
export const formatEuro = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;

/** Cents as the API's euros: 4050 → 40.5 */
export const euros = (cents: number) => cents / 100;

/** Euros as a Slovak spreadsheet reads a number: 12.5 → "12,50" (CSV exports). */
export const csvEuros = (amount: number) => amount.toFixed(2).replace('.', ',');
