// Multipart uploads (the parts from common/multipart-parts.ts): one file part read into memory
// up to a per-endpoint limit, plus the text fields. The caller validates the fields with a DTO
// (`validateFields`) and the bytes by content sniffing, and only then stores anything, so a refused
// upload leaves nothing behind.
import type { FastifyRequest } from 'fastify';
import { PassThrough, type Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { HttpException } from '@nestjs/common';
import { ApiError } from './api-error';
import { createValidationPipe } from './validation.pipe';
import { NulBytePipe } from './nul-byte.pipe';
import { COMMON_ERRORS } from './common-errors';
import { isMultipart, multipartParts } from './multipart-parts';

export interface UploadedFile {
  buffer: Buffer;
  /** The client's file name: informative only, never used as a storage key. */
  filename: string;
  /** The client's claimed type: never trusted, the content is sniffed. */
  mimetype: string;
}

export interface Upload {
  file: UploadedFile | null;
  fields: Record<string, string>;
}

/** The limits of every upload; the file size is set per endpoint. */
export const MULTIPART_LIMITS = {
  fieldNameSize: 100,
  fieldSize: 10_000,
  fields: 20,
  files: 1,
  parts: 21,
  headerPairs: 100,
};
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A text field's value as strict UTF-8, as JSON bodies are read: malformed bytes are refused rather
 * than stored as U+FFFD. (A part that names its own charset, which browsers never do, was decoded by
 * busboy, leniently: a U+FFFD in it stands for bytes it could not read.)
 */
function fieldText(name: string, value: unknown): string {
  const raw = String(value);
  const invalid = () => new ApiError(400, COMMON_ERRORS.invalid_encoding, `Field ${name} is not valid UTF-8`);
  if (/[^\u0000-\u00ff]/.test(raw)) {
    if (raw.includes('\ufffd')) throw invalid();
    return raw;
  }
  try {
    return strictUtf8.decode(Buffer.from(raw, 'latin1'));
  } catch {
    throw invalid();
  }
}

/**
 * An error while reading parts as the client's: the refusals of multipart-parts.ts carry their 4xx
 * status (limits, forbidden field names, a client gone mid-body); anything else is busboy failing on
 * a malformed body (no boundary, a part cut short), never a server fault.
 */
function asClientError(e: unknown): unknown {
  if (
    e instanceof HttpException ||
    (typeof (e as { statusCode?: unknown })?.statusCode === 'number' && (e as { statusCode: number }).statusCode < 500)
  )
    return e;
  return new ApiError(
    400,
    COMMON_ERRORS.bad_multipart,
    `Malformed multipart/form-data body: ${(e as Error)?.message ?? String(e)}`,
  );
}

/** Reads a multipart/form-data request: the file in `fileField` (≤ maxBytes, else 413) and the text fields. */
export async function readUpload(
  request: FastifyRequest,
  options: { maxBytes: number; fileField?: string },
): Promise<Upload> {
  const fileField = options.fileField ?? 'file';
  if (!isMultipart(request))
    throw new ApiError(415, COMMON_ERRORS.unsupported_media_type, 'Send the upload as multipart/form-data');
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  let tooLarge = false;
  let unexpectedFile: string | null = null;
  try {
    // busboy truncates a file at the limit and keeps reading the request, so the client receives
    // the 413 instead of a reset connection.
    const parts = multipartParts(request, { ...MULTIPART_LIMITS, fileSize: options.maxBytes });
    for await (const part of parts) {
      if (part.type === 'file') {
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) chunks.push(chunk as Buffer);
        if (part.fieldname !== fileField) unexpectedFile = part.fieldname;
        else if (part.file.truncated) tooLarge = true;
        else file = { buffer: Buffer.concat(chunks), filename: part.filename, mimetype: part.mimetype };
      } else {
        if (part.fieldnameTruncated || part.valueTruncated)
          throw new ApiError(413, COMMON_ERRORS.payload_too_large, `Field ${part.fieldname} is too long`);
        fields[part.fieldname] = fieldText(part.fieldname, part.value);
      }
    }
  } catch (e) {
    throw asClientError(e);
  }
  if (unexpectedFile)
    throw new ApiError(400, COMMON_ERRORS.validation, `Unexpected file field ${unexpectedFile}`, {
      fields: [
        {
          field: unexpectedFile,
          messages: [`property ${unexpectedFile} should not exist`],
          rules: [{ rule: 'whitelistValidation' }],
        },
      ],
    });
  if (tooLarge)
    throw new ApiError(413, COMMON_ERRORS.file_too_large, `The file is larger than ${options.maxBytes} bytes`);
  return { file, fields };
}

/** A file part as it arrives (see streamUpload). */
export interface IncomingFile {
  /** The bytes as they arrive; the handler may consume or abandon it. */
  stream: Readable;
  /** The client's file name: informative only, never used as a storage key. */
  filename: string;
  /** The client's claimed type: never trusted, the content is sniffed. */
  mimetype: string;
}

/**
 * Reads a multipart/form-data request WITHOUT buffering the file (for large uploads): `onFile`
 * receives the file part in `fileField` as a stream (busboy stops at maxBytes + 1, so a handler
 * storing with a maxBytes limit sees the overflow) together with the text fields sent BEFORE it;
 * fields that decide how to store the file must therefore precede it. When `onFile` throws, the rest
 * of the request is read and discarded, so the client gets that error instead of a reset
 * connection. If this function throws after `onFile` succeeded (a later part was refused), the
 * caller undoes what `onFile` stored.
 */
export async function streamUpload<T>(
  request: FastifyRequest,
  options: {
    maxBytes: number;
    fileField?: string;
    onFile: (file: IncomingFile, fieldsBefore: Record<string, string>) => Promise<T>;
  },
): Promise<{ file: T | null; fields: Record<string, string> }> {
  const fileField = options.fileField ?? 'file';
  if (!isMultipart(request))
    throw new ApiError(415, COMMON_ERRORS.unsupported_media_type, 'Send the upload as multipart/form-data');
  const fields: Record<string, string> = {};
  let file: T | null = null;
  let failure: unknown = null;
  let unexpectedFile: string | null = null;
  const parts = multipartParts(request, { ...MULTIPART_LIMITS, fileSize: options.maxBytes + 1 });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField) unexpectedFile = part.fieldname;
        else if (!failure) {
          // The handler gets a stream of its own: destroying it (as pipeline() does on an error)
          // only unpipes busboy's, which must be read to the end or the request never finishes.
          const own = new PassThrough();
          part.file.pipe(own);
          // pipe() does not pass on a failure: a client that disconnects mid-file must fail the handler's stream, not
          // leave it waiting.
          part.file.once('close', () => {
            if (!part.file.readableEnded)
              own.destroy(
                new ApiError(400, COMMON_ERRORS.upload_aborted, 'The upload ended before the file was complete'),
              );
          });
          try {
            file = await options.onFile(
              { stream: own, filename: part.filename, mimetype: part.mimetype },
              { ...fields },
            );
          } catch (e) {
            failure = e;
          }
          part.file.unpipe(own);
        }
        part.file.resume();
        await finished(part.file).catch(() => undefined);
      } else if (part.fieldnameTruncated || part.valueTruncated) {
        failure ??= new ApiError(413, COMMON_ERRORS.payload_too_large, `Field ${part.fieldname} is too long`);
      } else {
        try {
          fields[part.fieldname] = fieldText(part.fieldname, part.value);
        } catch (e) {
          failure ??= e;
        }
      }
    }
  } catch (e) {
    throw asClientError(e);
  }
  if (failure) throw failure;
  if (unexpectedFile)
    throw new ApiError(400, COMMON_ERRORS.validation, `Unexpected file field ${unexpectedFile}`, {
      fields: [
        {
          field: unexpectedFile,
          messages: [`property ${unexpectedFile} should not exist`],
          rules: [{ rule: 'whitelistValidation' }],
        },
      ],
    });
  return { file, fields };
}

/**
 * Validates multipart text fields against a DTO class exactly as JSON bodies are (the NUL rule, unknown fields
 * refused).
 */
export async function validateFields<T extends object>(dto: new () => T, fields: Record<string, string>): Promise<T> {
  const metadata = { type: 'body' as const, metatype: dto };
  return (await createValidationPipe().transform(new NulBytePipe().transform(fields), metadata)) as T;
}
