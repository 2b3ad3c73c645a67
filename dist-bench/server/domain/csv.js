"use strict";
// CSV exports that Slovak Excel opens correctly by double-click: a UTF-8 byte-order mark (else
// Excel reads the file as Windows-1250 and breaks diacritics), `;` as separator (Excel's list
// separator in the Slovak locale), CRLF rows, RFC 4180 quoting. Cells that a spreadsheet would run
// as a formula (starting with = + - @ or a tab/CR) get a leading apostrophe: member-entered text
// such as a name must never become a formula on a staff member's computer (CSV injection).
Object.defineProperty(exports, "__esModule", { value: true });
exports.CSV_CONTENT_TYPE = exports.CSV_SEPARATOR = exports.CSV_BOM = void 0;
exports.csvCell = csvCell;
exports.toCsv = toCsv;
exports.CSV_BOM = '\uFEFF';
exports.CSV_SEPARATOR = ';';
exports.CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
const FORMULA_START = /^[=+\-@\t\r]/;
/** One cell: neutralised when it could start a formula, quoted when it holds a separator, quote or line break. */
function csvCell(value) {
    if (value === null || value === undefined)
        return '';
    let text = typeof value === 'string' ? value : String(value);
    // Numbers we produce ourselves (counts, positions) are safe; text from people is not.
    if (typeof value === 'string' && FORMULA_START.test(text))
        text = `'${text}`;
    return /[";\r\n,]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}
/** The whole file: BOM, header row, data rows, each row ended by CRLF. */
function toCsv(header, rows) {
    const line = (cells) => cells.map(csvCell).join(exports.CSV_SEPARATOR) + '\r\n';
    return exports.CSV_BOM + line(header) + rows.map(line).join('');
}
//# sourceMappingURL=csv.js.map