// What the member downloads may contain (spec: light shows and lock chimes) and how an upload is
// recognised: by its first bytes, never by the client's file name or claimed type. Also the
// display file name (the client's name cleaned: it is shown and offered as the download's name,
// never used as a storage path) and the Content-Disposition header that carries it (RFC 6266/5987).
import type { FileKind } from '../generated/prisma/enums';

/** The database enum file_kind, spelled as the API spells it. */
export const FILE_KINDS = ['light_show', 'lock_chime'] as const satisfies readonly FileKind[];
export type FileKindName = (typeof FILE_KINDS)[number];

export type FileTypeName = 'wav' | 'mp3' | 'fseq' | 'zip';

export interface FileType {
  contentType: string;
  /** The extension a download gets when its name lacks one of `extensions`. */
  extension: string;
  extensions: readonly string[];
}

export const FILE_TYPES: Record<FileTypeName, FileType> = {
  wav: { contentType: 'audio/wav', extension: 'wav', extensions: ['wav', 'wave'] },
  mp3: { contentType: 'audio/mpeg', extension: 'mp3', extensions: ['mp3'] },
  // xLights sequences have no registered media type.
  fseq: { contentType: 'application/octet-stream', extension: 'fseq', extensions: ['fseq'] },
  zip: { contentType: 'application/zip', extension: 'zip', extensions: ['zip'] },
};

const MB = 1024 * 1024;

/**
 * Per kind: the accepted types and the size limit. Lock chimes: Tesla plays LockChime.wav of about
 * 1 MB at most. Light shows: one file per row, the .fseq sequence, its audio or a .zip bundle of both.
 */
export const FILE_KIND_RULES: Record<FileKindName, { maxBytes: number; types: readonly FileTypeName[] }> = {
  lock_chime: { maxBytes: 1 * MB, types: ['wav', 'mp3'] },
  light_show: { maxBytes: 50 * MB, types: ['fseq', 'wav', 'mp3', 'zip'] },
};

/** The largest upload of any kind (the multipart limit, before the kind's own limit applies). */
export const MAX_FILE_BYTES = Math.max(...Object.values(FILE_KIND_RULES).map((r) => r.maxBytes));

/** How many leading bytes `sniffFileType` needs to decide. */
export const SNIFF_BYTES = 12;

const ascii = (head: Buffer, start: number, end: number) =>
  head.length >= end ? head.toString('latin1', start, end) : '';

/**
 * An MPEG-1/2/2.5 Layer III frame header (a raw MP3 without ID3 tag), excluding reserved values (and AAC's layer 0).
 */
function isMp3Frame(head: Buffer): boolean {
  if (head.length < 4 || head[0] !== 0xff || (head[1] & 0xe0) !== 0xe0) return false;
  const version = (head[1] >> 3) & 3; // 1 = reserved
  const layer = (head[1] >> 1) & 3; // 1 = Layer III
  const bitrate = head[2] >> 4; // 15 = invalid
  const sampleRate = (head[2] >> 2) & 3; // 3 = reserved
  return version !== 1 && layer === 1 && bitrate !== 15 && sampleRate !== 3;
}

/** The type of a file from its first SNIFF_BYTES bytes, or null when it is none we accept. */
export function sniffFileType(head: Buffer): FileTypeName | null {
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WAVE') return 'wav';
  // ID3v2 tag: "ID3", major version 2–4, then a revision byte.
  if (ascii(head, 0, 3) === 'ID3' && head[3] >= 2 && head[3] <= 4) return 'mp3';
  if (isMp3Frame(head)) return 'mp3';
  if (ascii(head, 0, 4) === 'PSEQ') return 'fseq';
  if (ascii(head, 0, 4) === 'PK\x03\x04') return 'zip';
  return null;
}

// Control characters, and invisible or direction-changing characters that would make a name look
// like another one ("chime\u202Evaw.exe").
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;
const NAME_MAX_CHARACTERS = 150;

/**
 * The name a stored file is shown and downloaded under: the last segment of the client's name
 * (so "../../etc/passwd" and "C:\\x\\y.wav" lose their folders), without control or invisible
 * characters, characters Windows refuses, leading dots (no hidden or relative names) or trailing
 * dots and spaces; with an extension matching the detected type; `fallback` when nothing is left.
 */
export function cleanFileName(raw: string, type: FileTypeName, fallback: string): string {
  const segments = raw.normalize('NFC').replace(UNSAFE_CHARACTERS, '').split(/[/\\]/);
  let name = (segments.pop() ?? '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  const { extension, extensions } = FILE_TYPES[type];
  const dot = name.lastIndexOf('.');
  const ownExtension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  let base = extensions.includes(ownExtension) ? name.slice(0, dot) : name;
  const ext = extensions.includes(ownExtension) ? name.slice(dot + 1) : extension;
  base = Array.from(base).slice(0, NAME_MAX_CHARACTERS).join('').trim() || fallback;
  name = `${base}.${ext}`;
  return name;
}

/**
 * `Content-Disposition` for a download: an ASCII fallback for old clients and the exact name as
 * UTF-8 (RFC 5987), so "Zvonček-Škoda.wav" arrives with its diacritics.
 */
export function contentDisposition(disposition: 'attachment' | 'inline', fileName: string): string {
  const fallback = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
