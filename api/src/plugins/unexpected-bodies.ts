import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';

// A route that declares no body (the DELETEs, approve-payment) refuses a body it would not
// read, as every route refuses a content type it has no parser for: 415 in the API's error
// format. Before (the attack review), a text/plain body or a multipart one without a boundary was
// parsed and ignored, and the action ran, while any other type got the 415. JSON stays
// accepted: HTTP clients send `{}` or an empty JSON body with a DELETE.
// Upload routes (`config.longBody`) read their multipart bodies themselves.

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const isJson = (contentType: string): boolean =>
  /^application\/json\s*(;|$)/i.test(contentType.trim());

export function refuseUnexpectedBodies(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const contentType = request.headers['content-type'];
    if (contentType === undefined || !WITH_BODY.has(request.method)) return;
    const route = request.routeOptions;
    if (route.schema?.body !== undefined || route.config?.longBody === true) return;
    if (!isJson(contentType)) {
      const error = new HttpError(415, 'Unsupported content type');
      throw Object.assign(error, { code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' });
    }
  });
}
