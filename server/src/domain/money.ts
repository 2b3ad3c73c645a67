// Amounts are kept in euro cents; a person reads them the Slovak way.

/** "15,00 €" */
export const formatEuro = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;
