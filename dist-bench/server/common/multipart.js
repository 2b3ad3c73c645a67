"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MULTIPART_LIMITS = void 0;
exports.readUpload = readUpload;
exports.streamUpload = streamUpload;
exports.validateFields = validateFields;
const node_stream_1 = require("node:stream");
const promises_1 = require("node:stream/promises");
const common_1 = require("@nestjs/common");
const api_error_1 = require("./api-error");
const validation_pipe_1 = require("./validation.pipe");
/** Options of @fastify/multipart for every upload; the file size is set per endpoint. */
exports.MULTIPART_LIMITS = { fieldNameSize: 100, fieldSize: 10_000, fields: 20, files: 1, parts: 21, headerPairs: 100 };
/**
 * An error while reading parts as the client's: the plugin's own errors carry a 4xx status (limits,
 * forbidden field names); anything else is busboy failing on a malformed body (no boundary, a part
 * cut short), never a server fault.
 */
function asClientError(e) {
    if (e instanceof common_1.HttpException || (typeof e?.statusCode === 'number' && e.statusCode < 500))
        return e;
    return new api_error_1.ApiError(400, 'errors.bad_multipart', `Malformed multipart/form-data body: ${e?.message ?? String(e)}`);
}
/** Reads a multipart/form-data request: the file in `fileField` (≤ maxBytes, else 413) and the text fields. */
async function readUpload(request, options) {
    const fileField = options.fileField ?? 'file';
    if (!request.isMultipart())
        throw new api_error_1.ApiError(415, 'errors.unsupported_media_type', 'Send the upload as multipart/form-data');
    const fields = {};
    let file = null;
    let tooLarge = false;
    let unexpectedFile = null;
    try {
        // throwFileSizeLimit off: busboy truncates at the limit and keeps reading the request, so the
        // client receives the 413 instead of a reset connection.
        const parts = request.parts({ limits: { ...exports.MULTIPART_LIMITS, fileSize: options.maxBytes }, throwFileSizeLimit: false });
        for await (const part of parts) {
            if (part.type === 'file') {
                const chunks = [];
                for await (const chunk of part.file)
                    chunks.push(chunk);
                if (part.fieldname !== fileField)
                    unexpectedFile = part.fieldname;
                else if (part.file.truncated)
                    tooLarge = true;
                else
                    file = { buffer: Buffer.concat(chunks), filename: part.filename, mimetype: part.mimetype };
            }
            else {
                if (part.fieldnameTruncated || part.valueTruncated)
                    throw new api_error_1.ApiError(413, 'errors.payload_too_large', `Field ${part.fieldname} is too long`);
                fields[part.fieldname] = String(part.value);
            }
        }
    }
    catch (e) {
        throw asClientError(e);
    }
    if (unexpectedFile)
        throw new api_error_1.ApiError(400, 'errors.validation', `Unexpected file field ${unexpectedFile}`, { fields: [{ field: unexpectedFile, messages: [`property ${unexpectedFile} should not exist`] }] });
    if (tooLarge)
        throw new api_error_1.ApiError(413, 'errors.file_too_large', `The file is larger than ${options.maxBytes} bytes`);
    return { file, fields };
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
async function streamUpload(request, options) {
    const fileField = options.fileField ?? 'file';
    if (!request.isMultipart())
        throw new api_error_1.ApiError(415, 'errors.unsupported_media_type', 'Send the upload as multipart/form-data');
    const fields = {};
    let file = null;
    let failure = null;
    let unexpectedFile = null;
    const parts = request.parts({ limits: { ...exports.MULTIPART_LIMITS, fileSize: options.maxBytes + 1 }, throwFileSizeLimit: false });
    try {
        for await (const part of parts) {
            if (part.type === 'file') {
                if (part.fieldname !== fileField)
                    unexpectedFile = part.fieldname;
                else if (!failure) {
                    // The handler gets a stream of its own: destroying it (as pipeline() does on an error)
                    // only unpipes busboy's, which must be read to the end or the request never finishes.
                    const own = new node_stream_1.PassThrough();
                    part.file.pipe(own);
                    // pipe() does not pass on a failure: a client that disconnects mid-file must fail the handler's stream, not leave it waiting.
                    part.file.once('close', () => {
                        if (!part.file.readableEnded)
                            own.destroy(new api_error_1.ApiError(400, 'errors.upload_aborted', 'The upload ended before the file was complete'));
                    });
                    try {
                        file = await options.onFile({ stream: own, filename: part.filename, mimetype: part.mimetype }, { ...fields });
                    }
                    catch (e) {
                        failure = e;
                    }
                    part.file.unpipe(own);
                }
                part.file.resume();
                await (0, promises_1.finished)(part.file).catch(() => undefined);
            }
            else if (part.fieldnameTruncated || part.valueTruncated) {
                failure ??= new api_error_1.ApiError(413, 'errors.payload_too_large', `Field ${part.fieldname} is too long`);
            }
            else {
                fields[part.fieldname] = String(part.value);
            }
        }
    }
    catch (e) {
        throw asClientError(e);
    }
    if (failure)
        throw failure;
    if (unexpectedFile)
        throw new api_error_1.ApiError(400, 'errors.validation', `Unexpected file field ${unexpectedFile}`, { fields: [{ field: unexpectedFile, messages: [`property ${unexpectedFile} should not exist`] }] });
    return { file, fields };
}
/** Validates multipart text fields against a DTO class exactly as JSON bodies are (unknown fields refused). */
async function validateFields(dto, fields) {
    return (await (0, validation_pipe_1.createValidationPipe)().transform(fields, { type: 'body', metatype: dto }));
}
//# sourceMappingURL=multipart.js.map