import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Fastify's request log, quieter: it wrote two `info` lines for every page, asset and proxied
 * call, so the default LOG_LEVEL=info buried start-up lines and failures under the traffic.
 * Here one line per answered request, at `debug`, or at `warn` for a 5xx answer (with the
 * request id the API logs too); errors keep Fastify's own `error` lines. LOG_LEVEL=debug
 * brings every request back.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {
    // The completed line says it all, with the status and the time taken.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    // pino skips a line below its level before building it; the object here is small.
    request.log[reply.statusCode >= 500 ? 'warn' : 'debug'](
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
  }
}
