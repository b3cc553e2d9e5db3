/**
 * The malformed values the fuzzer puts into bodies. JSON cannot spell NaN, Infinity or a
 * 10,000-deep array through JSON.stringify, so those are raw tokens spliced into the text.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

const deep = (depth: number) => new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`);

export const BAD_VALUES: readonly [string, unknown][] = [
  ['null', null],
  ['true', true],
  ['false', false],
  ['zero', 0],
  ['negative', -1],
  ['fraction', 1.5],
  ['1e20', 1e20],
  ['2^63', 9223372036854775808],
  ['NaN token', new RawJson('NaN')],
  ['Infinity token', new RawJson('Infinity')],
  ['-Infinity token', new RawJson('-Infinity')],
  ['1e309 (overflows to Infinity)', new RawJson('1e309')],
  ['-0', new RawJson('-0')],
  ['"NaN"', 'NaN'],
  ['"Infinity"', 'Infinity'],
  ['numeric string', '1'],
  ['boolean string', 'true'],
  ['empty string', ''],
  ['spaces', '   '],
  ['NUL only', '\u0000\u0000'],
  ['zero-width only', '\u200b\u200c\ufeff'],
  ['lone surrogate', '\ud800'],
  ['100k characters', 'x'.repeat(100_000)],
  ['array', []],
  ['array of strings', ['a', 'b']],
  ['object', {}],
  ['nested object', { a: { b: { c: 1 } } }],
  ['__proto__ object', new RawJson('{"__proto__":{"isAdmin":true}}')],
  ['constructor.prototype', { constructor: { prototype: { isAdmin: true } } }],
  ['10,000-deep array', deep(10_000)],
  ['SQL injection', "' OR '1'='1' --"],
  ['SQL statement', '1; DROP TABLE users; --'],
  ['script tag', '<script>alert(1)</script>'],
  ['template injection', '${7*7}{{7*7}}<%= 7*7 %>'],
  ['path traversal', '../../../../etc/passwd'],
  ['CRLF injection', 'x\r\nSet-Cookie: sid=evil'],
  ['format string', '%s%s%s%n'],
  ['RTL override', '\u202eevil'],
];

export const INVALID_JSON: readonly string[] = [
  '{',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}{"b":2}',
  '{"a":undefined}',
  'undefined',
  '\u0000',
  '\ufeff{}',
  '[1,2',
  '{"a":"\\x41"}',
  '{"a":"\\ud800"}',
  '{"__proto__":',
];

export const WRONG_CONTENT_TYPES: readonly (string | null)[] = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/json-patch+json',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'image/png',
  null,
];

export const BAD_PATH_PARAMS: readonly string[] = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x10',
  '99999999999999999999999',
  '9007199254740992',
  '%00',
  '%2e%2e',
  '..%2f..%2fapp.db',
  'null',
  'true',
  '%20',
  '1%20',
  '1;DROP%20TABLE%20users',
  '%EF%BC%91',
  '%C0%AE',
  '[]',
  '1'.repeat(120),
];

/** Serialises a body, splicing raw tokens where they were placed. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `\u0001RAW${raws.length - 1}\u0001`;
    }
    return v;
  });
  return text.replace(/"\\u0001RAW(\d+)\\u0001"/g, (_m, i: string) => raws[Number(i)] ?? 'null');
}
