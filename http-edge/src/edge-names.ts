/**
 * Names the API and the app servers in front of it must agree on: the shell's `/api` proxy
 * reads the API's cookie, vouches for the client address with the API's header and answers
 * Fastify's body errors in the API's words.
 */

/** The API's session cookie. */
export const SESSION_COOKIE = 'sid';

/** Vouches for the proxy's X-Forwarded-For (the API's proxy-client-ip plugin checks it). */
export const PROXY_SECRET_HEADER = 'x-proxy-secret';

/** Fastify's own failures, in words for people (the shell's `/api` proxy answers with them too). */
export const FRIENDLY_BY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Expected a multipart/form-data request',
};
