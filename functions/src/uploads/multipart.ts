import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import { UPLOAD_REJECTION } from '@estate/domain';
import { badRequest, bodyTooLarge, unsupportedMediaType } from '../platform';

export interface MultipartLimits {
  /** The form field that carries the files; file parts in other fields are skipped. */
  field: string;
  maxFiles: number;
  maxFileBytes: number;
  /** The whole body, multipart framing included. */
  maxRequestBytes: number;
}

export interface ReceivedFile {
  /** The client's file name, fit to echo back (see `displayName`). */
  name: string;
  bytes: Buffer;
}

export interface RejectedFile {
  name: string;
  reason: string;
}

/** One file of the form: its bytes, or why it was refused. */
export type FilePart = ReceivedFile | RejectedFile;

const MAX_NAME_LENGTH = 100;
/** Bounds the work one request can cause: file parts past this many are dropped unreported. */
const MAX_FILE_PARTS = 100;

const malformed = () => badRequest('Malformed multipart/form-data body');

/** The client's file name, fit to echo back: no path, no control characters, not too long. */
export function displayName(filename: string | undefined): string {
  const name = (filename ?? '')
    .replace(/^.*[/\\]/, '')
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, MAX_NAME_LENGTH);
  return name || 'unnamed file';
}

/**
 * Reads the files of one multipart/form-data body, in the order sent. `body` is the request
 * stream, or the bytes Cloud Functions has already read from it (`req.rawBody`). A file past
 * `maxFiles` or over `maxFileBytes` is refused by name while the others are kept (docs/product/reference.md#validation:
 * offending files are skipped); no file is ever held beyond `maxFileBytes + 1` bytes.
 */
export async function readMultipartFiles(
  headers: IncomingHttpHeaders,
  body: Buffer | Readable,
  limits: MultipartLimits,
): Promise<FilePart[]> {
  if (!/^multipart\/form-data\b/i.test(headers['content-type'] ?? '')) {
    throw unsupportedMediaType(`Expected multipart/form-data with field ${limits.field}`);
  }
  const declaredBytes = Buffer.isBuffer(body) ? body.length : Number(headers['content-length'] ?? 0);
  if (declaredBytes > limits.maxRequestBytes) throw bodyTooLarge();
  return Promise.all(await parse(headers, body, limits));
}

/** Answers, once the whole form is read, each file's outcome (settling as its stream ends). */
function parse(headers: IncomingHttpHeaders, body: Buffer | Readable, limits: MultipartLimits): Promise<Promise<FilePart>[]> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // busboy marks a file truncated when it reaches the limit, so one byte more tells "too big" from "exactly the limit".
      parser = busboy({
        headers,
        defParamCharset: 'utf8',
        limits: { fileSize: limits.maxFileBytes + 1, files: MAX_FILE_PARTS, fields: 0 },
      });
    } catch {
      return reject(malformed());
    }
    const parts: Promise<FilePart>[] = [];

    parser.on('file', (field, stream, info) => {
      // A body cut short fails the file stream too; the parser's own error reports it.
      stream.on('error', () => undefined);
      if (field !== limits.field) return stream.resume();
      const name = displayName(info.filename);
      if (parts.length >= limits.maxFiles) {
        parts.push(Promise.resolve({ name, reason: UPLOAD_REJECTION.tooMany }));
        return stream.resume();
      }
      parts.push(collect(stream, name, limits.maxFileBytes));
    });
    parser.on('error', () => reject(malformed()));
    parser.on('close', () => resolve(parts));

    if (Buffer.isBuffer(body)) {
      parser.end(body);
      return;
    }
    // A chunked body declares no length: count what arrives.
    let receivedBytes = 0;
    body.on('data', (chunk: Buffer) => {
      receivedBytes += chunk.length;
      if (receivedBytes <= limits.maxRequestBytes) return;
      body.unpipe(parser);
      reject(bodyTooLarge());
    });
    body.on('error', reject);
    body.pipe(parser);
  });
}

function collect(stream: Readable & { truncated?: boolean }, name: string, maxBytes: number): Promise<FilePart> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () =>
      resolve(stream.truncated ? { name, reason: UPLOAD_REJECTION.tooLarge(name, maxBytes) } : { name, bytes: Buffer.concat(chunks) }),
    );
  });
}
