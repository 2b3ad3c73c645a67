// A strict RFC 4180 reader for the CSV files the site writes (`;` separated, CRLF rows, as Slovak
// Excel reads them): a quote inside an unquoted field, a bare line feed outside quotes or an
// unterminated quoted field is an error, never a guess.

/** The records of `text` (after any byte-order mark), each as its fields. */
export function parseCsv(text: string, separator = ';'): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let wasQuoted = false;
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c !== '"') cell += c;
      else if (body[i + 1] === '"') ((cell += '"'), i++);
      else quoted = false;
    } else if (c === '"') {
      if (cell !== '' || wasQuoted) throw new Error(`record ${rows.length + 1}: a quote inside an unquoted field`);
      quoted = wasQuoted = true;
    } else if (c === separator) {
      row.push(cell);
      cell = '';
      wasQuoted = false;
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      wasQuoted = false;
      i++;
    } else if (c === '\n' || c === '\r') {
      throw new Error(`record ${rows.length + 1}: a line break outside quotes that is not CRLF`);
    } else {
      if (wasQuoted) throw new Error(`record ${rows.length + 1}: text after a closing quote`);
      cell += c;
    }
  }
  if (quoted) throw new Error('an unterminated quoted field');
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}
