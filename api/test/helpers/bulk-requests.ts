import type { BulkLine, BulkSummary } from '@rewards/contract';
import type { FastifyInstance } from 'fastify';

// A bulk call through the app and its NDJSON answer, parsed.

export interface BulkAnswer {
  statusCode: number;
  lines: BulkLine[];
  summary: BulkSummary | undefined;
  refused: Extract<BulkLine, { kind: 'refused' }>[];
  message: string | undefined;
}

export async function bulk(
  app: FastifyInstance,
  cookie: string,
  url: string,
  payload: object,
): Promise<BulkAnswer> {
  const res = await app.inject({ method: 'POST', url, payload, headers: { cookie } });
  if (res.statusCode !== 200)
    return {
      statusCode: res.statusCode,
      lines: [],
      summary: undefined,
      refused: [],
      message: res.json().message,
    };
  const lines = res.body
    .split('\n')
    .filter((text) => text !== '')
    .map((text) => JSON.parse(text) as BulkLine);
  return {
    statusCode: res.statusCode,
    lines,
    summary: lines.find((l): l is BulkSummary => l.kind === 'summary'),
    refused: lines.filter((l): l is Extract<BulkLine, { kind: 'refused' }> => l.kind === 'refused'),
    message: undefined,
  };
}
