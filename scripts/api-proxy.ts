import http from 'node:http';

/** Streams one request to the API and its answer back, headers (cookies included) untouched. */
export function proxyToApi(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  apiUrl: string,
): void {
  const target = new URL(request.url ?? '/', apiUrl);
  const upstream = http.request(
    target,
    {
      method: request.method,
      headers: {
        ...request.headers,
        host: target.host,
        'x-forwarded-proto': 'http',
        // The API rate-limits login per client; without this every visitor looks like the proxy.
        'x-forwarded-for': forwardedFor(request),
      },
    },
    (apiResponse) => {
      response.writeHead(apiResponse.statusCode ?? 502, apiResponse.headers);
      apiResponse.pipe(response);
    },
  );
  upstream.on('error', () => {
    if (response.headersSent) {
      response.destroy();
      return;
    }
    response
      .writeHead(502, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ success: false, message: 'The API server is not reachable' }));
  });
  request.pipe(upstream);
}

function forwardedFor(request: http.IncomingMessage): string {
  const previous = request.headers['x-forwarded-for'];
  const client = request.socket.remoteAddress ?? '';
  return previous ? `${String(previous)}, ${client}` : client;
}
