import type { RawRequest } from './api-client';
import {
  BAD_PATH_PARAMS,
  BAD_VALUES,
  INVALID_JSON,
  RawJson,
  toJsonText,
  WRONG_CONTENT_TYPES,
} from './fuzz-values';
import { routePath, validValue, type MutatingRoute } from './fuzz-routes';
import type { Random } from './seed';

export interface FuzzCase {
  label: string;
  request: RawRequest;
  /** An oversized body: the server may answer 413 and close before the client is done. */
  mayCloseEarly?: boolean;
}

// Body mutations go to row 1 (validation refuses them before any lookup); routes without a
// JSON body get an id no row has, so the only thing under test is the malformed request.
const EXISTING_ID = '1';
const MISSING_ID = '999999999';
const JSON_TYPE = { 'content-type': 'application/json' };

function jsonCase(route: MutatingRoute, label: string, body: unknown, id: string): FuzzCase {
  return {
    label,
    request: {
      method: route.method,
      path: routePath(route, id),
      headers: JSON_TYPE,
      body: toJsonText(body),
    },
  };
}

function textCase(
  route: MutatingRoute,
  label: string,
  body: string,
  type: string | null,
): FuzzCase {
  const id = route.jsonBody ? EXISTING_ID : MISSING_ID;
  return {
    label,
    request: {
      method: route.method,
      path: routePath(route, id),
      headers: type ? { 'content-type': type } : ({} as Record<string, string>),
      body,
    },
  };
}

/** The fixed cases: every bad value in every field, each field missing, whole-body abuse. */
function fixedCases(route: MutatingRoute): FuzzCase[] {
  const id = route.jsonBody ? EXISTING_ID : MISSING_ID;
  const base = (route.jsonBody ? validValue(route.jsonBody) : {}) as Record<string, unknown>;
  const cases: FuzzCase[] = [];
  for (const field of Object.keys(route.jsonBody?.properties ?? {})) {
    for (const [name, value] of BAD_VALUES)
      cases.push(jsonCase(route, `${field} = ${name}`, { ...base, [field]: value }, id));
  }
  for (const field of route.jsonBody?.required ?? []) {
    const { [field]: _dropped, ...rest } = base;
    cases.push(jsonCase(route, `missing ${field}`, rest, id));
  }
  const extras: [string, unknown][] = [
    ['extra field', { ...base, extra: 1 }],
    ['__proto__ key', { ...base, ['__proto__']: new RawJson('{"isAdmin":true}') }],
    ['constructor key', { ...base, constructor: { prototype: { isAdmin: true } } }],
    ['empty object', {}],
    ...BAD_VALUES.map(([name, value]): [string, unknown] => [`whole body = ${name}`, value]),
  ];
  for (const [label, body] of extras) cases.push(jsonCase(route, label, body, id));
  cases.push({
    ...textCase(route, '4 MB body', `{"a":"${'x'.repeat(4 * 1024 * 1024)}"}`, 'application/json'),
    mayCloseEarly: true,
  });
  for (const text of INVALID_JSON)
    cases.push(textCase(route, `invalid JSON ${JSON.stringify(text)}`, text, 'application/json'));
  for (const type of WRONG_CONTENT_TYPES)
    cases.push(textCase(route, `content type ${type ?? '(none)'}`, toJsonText(base), type));
  for (const param of route.params.length ? BAD_PATH_PARAMS : []) {
    cases.push(jsonCase(route, `path param ${param}`, base, param));
  }
  return cases;
}

/** Random combinations (two fields broken at once, random junk bodies) up to `total`. */
function randomCases(route: MutatingRoute, random: Random, count: number): FuzzCase[] {
  const id = route.jsonBody ? EXISTING_ID : MISSING_ID;
  const base = (route.jsonBody ? validValue(route.jsonBody) : {}) as Record<string, unknown>;
  const fields = [...Object.keys(route.jsonBody?.properties ?? {}), 'junk', '__proto__'];
  return Array.from({ length: count }, (_, i) => {
    const [nameA, valueA] = random.pick(BAD_VALUES);
    const [nameB, valueB] = random.pick(BAD_VALUES);
    const fieldA = random.pick(fields);
    const fieldB = random.pick(fields);
    const param = route.params.length && random.next() < 0.2 ? random.pick(BAD_PATH_PARAMS) : id;
    const body = { ...base, [fieldA]: valueA, [fieldB]: valueB };
    return jsonCase(route, `random #${i}: ${fieldA} = ${nameA}, ${fieldB} = ${nameB}`, body, param);
  });
}

export function fuzzCases(route: MutatingRoute, random: Random, atLeast: number): FuzzCase[] {
  const fixed = fixedCases(route);
  return [...fixed, ...randomCases(route, random, Math.max(0, atLeast - fixed.length))];
}
