// The parts of a multipart/form-data body, read with busboy only when an upload handler asks
// (common/multipart.ts). Nothing runs for other requests: the body parser (body-parser.ts) only
// marks a multipart request and leaves its body unread, so pages and JSON calls pay nothing for
// uploads.
import Busboy, { type BusboyFileStream, type BusboyHeaders } from '@fastify/busboy';
import type { FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { ApiError } from './api-error';
import { COMMON_ERRORS } from './common-errors';

/** Requests whose body is multipart/form-data, marked by the body parser. */
const multipartRequests = new WeakSet<IncomingMessage>();

export function markMultipart(request: FastifyRequest): void {
  multipartRequests.add(request.raw);
}

export function isMultipart(request: FastifyRequest): boolean {
  return multipartRequests.has(request.raw);
}

export interface PartLimits {
  fieldNameSize: number;
  fieldSize: number;
  fields: number;
  files: number;
  parts: number;
  headerPairs: number;
  fileSize: number;
}

/** A file part: its bytes arrive on `file`, which must be read (or resumed) before the next part comes. */
export interface FilePart {
  type: 'file';
  fieldname: string;
  filename: string;
  mimetype: string;
  /** busboy's stream; `truncated` once more than `fileSize` bytes were sent (the rest is dropped). */
  file: BusboyFileStream;
}

/** A text field, its bytes as latin1 characters (each byte one character: common/multipart.ts decodes them). */
export interface FieldPart {
  type: 'field';
  fieldname: string;
  value: string;
  fieldnameTruncated: boolean;
  valueTruncated: boolean;
}

export type Part = FilePart | FieldPart;

const tooMany = (what: string) => new ApiError(413, COMMON_ERRORS.payload_too_large, `The upload has too many ${what}`);

/**
 * The parts in the order they came. A limit or a refused field name ends the parts with its error
 * once the body has been read to its end (the client then gets the answer, not a reset connection);
 * a malformed body, or a client that goes away mid-body, ends them with that error at once.
 */
export async function* multipartParts(request: FastifyRequest, limits: PartLimits): AsyncGenerator<Part> {
  const raw = request.raw;
  const queue: (Part | Error | null)[] = [];
  let wake: (() => void) | null = null;
  const push = (item: Part | Error | null) => {
    queue.push(item);
    wake?.();
    wake = null;
  };
  let refusal: Error | null = null;
  let ended = false;
  let sawData = false;
  let currentFile = null as Readable | null;
  const end = (error: Error | null) => {
    if (ended) return;
    ended = true;
    raw.unpipe(busboy);
    if (error && currentFile && !currentFile.readableEnded) currentFile.destroy(error);
    push(error ?? refusal);
  };
  const refuse = (error: Error) => (refusal ??= error);

  // Throws on a content type without a boundary: a malformed body (common/multipart.ts asClientError).
  const busboy = new Busboy({ headers: raw.headers as BusboyHeaders, limits, defCharset: 'latin1' });
  busboy.on('field', (name: string, value: string, fieldnameTruncated: boolean, valueTruncated: boolean) => {
    if (refusal) return;
    if (name in Object.prototype)
      return void refuse(new ApiError(400, COMMON_ERRORS.bad_multipart, `The field name ${name} is not allowed`));
    push({ type: 'field', fieldname: name, value, fieldnameTruncated, valueTruncated });
  });
  busboy.on('file', (name: string, file: BusboyFileStream, filename: string, _encoding: string, mimetype: string) => {
    if (refusal || name in Object.prototype) {
      if (!refusal) refuse(new ApiError(400, COMMON_ERRORS.bad_multipart, `The field name ${name} is not allowed`));
      file.resume();
      return;
    }
    currentFile = file;
    // A body cut off inside this part: the parts end with the error (the file stream has it too).
    file.on('error', (error: Error) => end(error));
    push({ type: 'file', fieldname: name, filename, mimetype, file });
  });
  busboy.on('partsLimit', () => refuse(tooMany('parts')));
  busboy.on('filesLimit', () => refuse(tooMany('files')));
  busboy.on('fieldsLimit', () => refuse(tooMany('fields')));
  busboy.on('finish', () => end(null));
  busboy.on('error', (error: Error) => {
    // An empty body is an empty form, not a truncated one.
    end(!sawData && /Unexpected end of multipart data/.test(error.message) ? null : error);
  });
  raw.once('data', () => (sawData = true));
  raw.on('close', () => {
    if (!raw.readableEnded)
      end(new ApiError(400, COMMON_ERRORS.upload_aborted, 'The upload ended before the body was complete'));
  });
  raw.pipe(busboy);

  try {
    for (;;) {
      if (!queue.length) await new Promise<void>((resolve) => (wake = resolve));
      const item = queue.shift()!;
      if (item === null) return;
      if (item instanceof Error) throw item;
      yield item;
    }
  } finally {
    // The handler stopped early (it refused a part): the rest of the body is read and dropped, so
    // the answer goes out on a connection that can be used again.
    if (!ended) {
      ended = true;
      raw.unpipe(busboy);
      currentFile?.resume();
      raw.resume();
    }
  }
}
