import { badRequest, HttpError } from './http-error';

export const ONE_FILE_MESSAGE = 'Upload one file at a time';
export const MALFORMED_MULTIPART_MESSAGE = 'Malformed multipart/form-data body';
export const LONG_BOUNDARY_MESSAGE =
  'Malformed multipart/form-data body: the boundary is too long (RFC 2046 allows 70 characters)';

// What the multipart parser (busboy) throws for a broken body: plain Errors, no code or status.
const PARSER_MESSAGES = [
  /^Multipart: /,
  /unexpected end of multipart data$/i,
  /^Boundary required$/,
  /^Unsupported Content-Type\.$/,
  /^Missing Content-Type-header\.$/,
  /^Malformed /,
];

/**
 * Maps what reading a multipart body can throw to a 4xx HttpError the client can act on
 * (malformed body, more than one file, too many parts). Anything else, a disk error say, is
 * returned unchanged and stays a 500. The error handler applies it to every multipart request;
 * FST_REQ_FILE_TOO_LARGE is left to the route, which knows its limit.
 */
export function toMultipartError(error: unknown): unknown {
  if (error instanceof HttpError || !(error instanceof Error)) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_FILES_LIMIT') return badRequest(ONE_FILE_MESSAGE);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return badRequest('Too many fields in the upload');
  if (code === 'FST_PROTO_VIOLATION' || code === 'FST_MP_PREMATURE_CLOSE')
    return badRequest(MALFORMED_MULTIPART_MESSAGE);
  // busboy searches for CRLF + "--" + boundary and refuses a needle over 256 bytes, so a
  // boundary of 253 characters or more threw a plain Error that became a 500 (docs/security.md).
  if (code === undefined && /^The needle cannot have a length bigger than/.test(error.message))
    return badRequest(LONG_BOUNDARY_MESSAGE);
  if (code === undefined && PARSER_MESSAGES.some((re) => re.test(error.message)))
    return badRequest(MALFORMED_MULTIPART_MESSAGE);
  return error;
}
