/**
 * Names the app servers share with the API they stand in front of. The production server
 * ships without the API's source, so these are copies; config/api-copies.test.ts fails when
 * one drifts from the API's.
 */

/** The API's session cookie (api/src/plugins/auth-hook.ts). */
export const SESSION_COOKIE = 'sid';

/** Vouches for the proxy's X-Forwarded-For (api/src/plugins/proxy-client-ip.ts). */
export const PROXY_SECRET_HEADER = 'x-proxy-secret';

/** One id follows a request from the shell to the API, in both servers' logs. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** The API's messages for Fastify's body errors (api/src/plugins/error-handler.ts). */
export const FRIENDLY_BY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Expected a multipart/form-data request',
};
