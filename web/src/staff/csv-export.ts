// The console's "Exportovať" files, written as the API writes its own CSV (server/src/domain/csv.ts):
// a UTF-8 byte-order mark (without it Excel on Windows reads Windows-1250 and breaks diacritics),
// `;` as the separator (Excel's list separator in the Slovak locale), CRLF rows, RFC 4180 quoting,
// and text that a spreadsheet would run as a formula neutralised with a leading apostrophe. Each
// list exports a fixed set of human columns headed by the catalogue's Slovak field labels, so every
// row has as many fields as the header and nothing internal (photo sources, ids) leaves.
import { downloadCSV, type Exporter, type RaRecord, type TranslateFunction } from 'react-admin';

/** The columns of each list's export, as field paths of its records (labels: `resources.<list>.fields.<path>`). */
export const EXPORT_COLUMNS: Record<string, string[]> = {
  users: [
    'email',
    'first_name',
    'last_name',
    'username',
    'phone_number',
    'address_full',
    'address_city',
    'company_name',
    'is_verified',
    'verified_at',
    'rejected_at',
    'onboarding_complete',
    'cars_count',
    'recommendation',
    'note',
    'created_at',
  ],
  registrations: [
    'email',
    'first_name',
    'last_name',
    'onboarding.model',
    'onboarding.vin',
    'onboarding.tesla_account_email',
    'is_verified',
    'rejected_at',
    'note',
    'created_at',
  ],
  'permission-changes': ['created_at', 'member.email', 'changed_by.email', 'owner_before', 'owner_after', 'via'],
  outbox: ['created_at', 'kind', 'recipient', 'subject', 'status', 'attempts', 'last_error', 'sent_at'],
  'failed-jobs': ['queue', 'error', 'retry_count', 'created_at', 'failed_at'],
  'job-queues': ['id', 'queued', 'active', 'failed', 'retrying'],
  events: [
    'title',
    'slug',
    'date_start',
    'date_end',
    'registration_deadline',
    'location',
    'capacity',
    'registered_count',
    'waitlisted_count',
    'published_at',
  ],
  articles: ['title', 'slug', 'description', 'published_at', 'created_at', 'updated_at'],
  pages: ['title', 'slug', 'description', 'published_at', 'updated_at'],
  faq: ['question', 'answer', 'sort_order', 'published', 'updated_at'],
  guide: ['title', 'slug', 'category', 'summary', 'sort_order', 'published_at'],
  gallery: ['title', 'slug', 'description', 'photo_count', 'published_at'],
  photos: ['alt', 'width', 'height', 'sort_order', 'created_at'],
  discounts: ['title', 'partner_name', 'code', 'url', 'valid_until', 'published', 'sort_order'],
  files: ['title', 'kind', 'file_name', 'content_type', 'size_bytes', 'created_at'],
  charging: ['title', 'provider', 'url', 'published', 'sort_order'],
  redirects: ['from_path', 'to_path', 'status_code', 'created_at', 'updated_at'],
  'contact-messages': ['created_at', 'name', 'email', 'subject', 'message', 'handled_at'],
  'fee-plans': ['name', 'amount', 'description', 'created_at'],
  'dues-years': ['year', 'due_date', 'grace_days', 'opened_at'],
  'dues-imports': ['created_at', 'file_name', 'format', 'statement_id', 'entries', 'recorded', 'matched'],
};

const BOM = '\uFEFF';
const SEPARATOR = ';';
const FORMULA_START = /^[=+\-@\t\r]/;

function field(record: RaRecord, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      record,
    );
}

/** One cell's text: yes/no in Slovak, lists joined, anything else that is not a plain value left empty. */
function text(value: unknown, translate: TranslateFunction): string {
  if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return FORMULA_START.test(value) ? `'${value}` : value;
  if (Array.isArray(value)) return value.filter((v) => typeof v === 'string' || typeof v === 'number').join(', ');
  return '';
}

const quoted = (cell: string) =>
  /[";\r\n,]/.test(cell) || cell !== cell.trim() ? `"${cell.replace(/"/g, '""')}"` : cell;
const line = (cells: string[]) => cells.map(quoted).join(SEPARATOR) + '\r\n';

/** The CSV text of `records` in the list's columns. */
export function toCsv(resource: string, records: RaRecord[], translate: TranslateFunction): string {
  const columns = EXPORT_COLUMNS[resource] ?? [];
  const header = columns.map((path) => translate(`resources.${resource}.fields.${path}`));
  return BOM + line(header) + records.map((r) => line(columns.map((path) => text(field(r, path), translate)))).join('');
}

/** react-admin's exporter for the list: the file downloads as `<list>.csv`. */
export const csvExporter =
  (translate: TranslateFunction): Exporter =>
  (records, _related, _data, resource) =>
    downloadCSV(toCsv(resource ?? '', records, translate), resource);
