import type { Readable } from 'node:stream';
import readline from 'node:readline';

/**
 * What the launcher prints: its own lines and every line of the services it runs. Under a
 * supervisor or a log shipper (stdout not a terminal) every line is a JSON line as pino writes
 * them, each named by `app`: the services' own JSON lines pass through (named when they are
 * not: the API's), anything else they print (a crash's stack trace) is wrapped. On a terminal
 * a line is `[app] text`, for people. LOG_FORMAT=json|text chooses either way.
 */
export type LogFormat = 'json' | 'text';
type Level = 'info' | 'warn' | 'error';

const PINO_LEVELS: Record<Level, number> = { info: 30, warn: 40, error: 50 };
/** The launcher's own lines. */
export const LAUNCHER = 'platform';

export function logFormatFrom(env: NodeJS.ProcessEnv, isTerminal: boolean): LogFormat {
  if (env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'text') return env.LOG_FORMAT;
  return isTerminal ? 'text' : 'json';
}

const format = logFormatFrom(process.env, process.stdout.isTTY === true);

function write(level: Level, line: string): void {
  (level === 'info' ? process.stdout : process.stderr).write(`${line}\n`);
}

/** One line of `app` (the launcher's own by default) with optional fields. */
export function logLine(
  level: Level,
  message: string,
  fields: Record<string, unknown> = {},
  app = LAUNCHER,
): void {
  if (format === 'text') {
    const extra = Object.entries(fields).map(([key, value]) => ` ${key}=${String(value)}`);
    write(level, `[${app}] ${message}${extra.join('')}`);
    return;
  }
  write(
    level,
    JSON.stringify({ level: PINO_LEVELS[level], time: Date.now(), app, msg: message, ...fields }),
  );
}

/** A JSON object line, or null for any other text. */
function jsonObject(line: string): Record<string, unknown> | null {
  if (!line.startsWith('{')) return null;
  try {
    const value: unknown = JSON.parse(line);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Passes one line a service printed on, named by the service. */
export function serviceLine(app: string, line: string, fromStderr: boolean): void {
  const level: Level = fromStderr ? 'error' : 'info';
  if (format === 'text') return write(level, `[${app}] ${line}`);
  const json = jsonObject(line);
  if (json === null) return logLine(level, line, {}, app);
  write(level, 'app' in json ? line : JSON.stringify({ ...json, app }));
}

/** Every whole line of a service's stream (a chunk may end mid-line), as serviceLine. */
export function forwardLines(app: string, stream: Readable | null, fromStderr: boolean): void {
  if (!stream) return;
  readline
    .createInterface({ input: stream, crlfDelay: Infinity })
    .on('line', (line) => line && serviceLine(app, line, fromStderr));
}
