import type { BulkLine, BulkSummary } from '@rewards/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ManyOutcome } from '../../src/bulk/bulk-many-group';
import { type BulkRun, bulkStream } from '../../src/bulk/bulk-run';
import type { UserStatus } from '../../src/db/schema';
import type { ChangeContext } from '../../src/lib/change-context';
import { statusChange } from '../../src/users/user-changes';
import { changeUsers } from '../../src/users/user-group-change';

// A bulk call through the app, or a batch run by the runner itself, and its NDJSON answer,
// parsed.

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
  const lines = parseLines(res.body);
  return {
    statusCode: res.statusCode,
    lines,
    summary: lines.find((l): l is BulkSummary => l.kind === 'summary'),
    refused: lines.filter((l): l is Extract<BulkLine, { kind: 'refused' }> => l.kind === 'refused'),
    message: undefined,
  };
}

const parseLines = (text: string) =>
  text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as BulkLine);

/** Every line a bulk stream writes, once it has ended. */
export async function streamLines(stream: NodeJS.ReadableStream): Promise<BulkLine[]> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return parseLines(text);
}

const silentLog = { error: () => undefined } as unknown as FastifyBaseLogger;

/** The runner on a batch: a line for every row's progress, a silent log, never cancelled. */
export const runBulk = (run: Omit<BulkRun, 'log' | 'cancelled'> & Partial<BulkRun>) =>
  streamLines(bulkStream({ progressMs: 0, log: silentLog, cancelled: () => false, ...run }));

/** The users' status rule in its group form only, as the bulk route runs it (decision 046). */
export const usersToStatus = (
  ctx: ChangeContext,
  status: UserStatus,
): Pick<BulkRun, 'apply' | 'applyMany'> => ({
  apply: () => Promise.reject(new Error('the group form does every row')),
  applyMany: async (trx, rows, wait) =>
    (await changeUsers(trx, ctx, rows, { ...statusChange(ctx, status), skipLocked: !wait })).map(
      (c): ManyOutcome => ('refusal' in c ? c : { id: c.id, outcome: 'done' }),
    ),
});
