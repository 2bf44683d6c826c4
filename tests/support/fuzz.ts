import { z } from 'zod';
import type { TEndpoint, TFileBody } from '#core/api/endpoint.ts';

/**
 * Bad requests made from the endpoints' own descriptions (issue 15 item 5): each one starts from a value
 * that roughly fits the schema and then gets at least one certain defect (a wrong type, a missing required
 * field, NUL or a lone surrogate in a text, a body that is not an object, JSON that does not parse, an
 * impossible path parameter), plus noise (extra fields, odd Unicode, huge and tiny values). Deterministic:
 * the same seed makes the same requests.
 */

type TJson = null | boolean | number | string | TJson[] | { [key: string]: TJson };
type TJsonSchema = {
  type?: string | string[];
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  items?: TJsonSchema;
  enum?: TJson[];
  const?: TJson;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  default?: TJson;
};

export type TRandom = {
  next: () => number;
  int: (below: number) => number;
  pick: <T>(values: readonly T[]) => T;
  chance: (p: number) => boolean;
};

/** mulberry32: a small, fast, seeded generator. */
export function seededRandom(seed: number): TRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  return { next, int, pick: (values) => values[int(values.length)]!, chance: (p) => next() < p };
}

/** Text that trips up naive code: controls, direction marks, joiners, combining marks, emoji, Thai, lookalikes. */
export const ODD_TEXT = [
  '',
  ' ',
  '\t\n\r',
  'ก่อน\u0E31\u0E31\u0E31',
  'e\u0301\u0301\u0301\u0301',
  '\u202Egnp.exe',
  '\u200B\u200C\u200D\uFEFF',
  '👨‍👩‍👧‍👦🏳️‍🌈',
  '\uFFFD\uFFFE\uFFFF',
  '𝕳𝖊𝖑𝖑𝖔',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00%ff%c0%af',
  '${7*7}{{7*7}}',
  '\u0085\u2028\u2029',
  '٠١٢٣٤٥٦٧٨٩',
  '๐๑๒๓๔๕๖๗๘๙',
  'A'.repeat(5000),
];
/** What text() refuses anywhere: NUL and lone surrogates. */
const UNSTORABLE = ['\u0000', 'abc\u0000', '\uD800', 'x\uDC00y', '\uDBFF'];
const HUGE_AND_TINY = [
  0,
  -0,
  -1,
  1e308,
  -1e308,
  5e-324,
  2 ** 53 + 1,
  -(2 ** 63),
  2 ** 31,
  0.5,
  123456789012345,
];

function typesOf(schema: TJsonSchema): string[] {
  if (schema.type) return Array.isArray(schema.type) ? schema.type : [schema.type];
  if (schema.enum) return [...new Set(schema.enum.map((value) => jsonType(value)))];
  if (schema.const !== undefined) return [jsonType(schema.const)];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return [...new Set(variants.flatMap(typesOf))];
  return [];
}

function jsonType(value: TJson): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value === 'number' && Number.isInteger(value) ? 'integer' : typeof value;
}

/** A value that roughly fits: the schema's shape, with real-looking values. */
function plausible(schema: TJsonSchema, random: TRandom, depth = 0): TJson {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return random.pick(schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 0) return plausible(random.pick(variants), random, depth);
  const type = typesOf(schema).filter((entry) => entry !== 'null')[0] ?? 'string';
  switch (type) {
    case 'object': {
      const out: Record<string, TJson> = {};
      if (depth > 4) return out;
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || random.chance(0.6))
          out[key] = plausible(property, random, depth + 1);
      }
      return out;
    }
    case 'array': {
      const count = Math.max(schema.minItems ?? 0, random.int(3));
      return depth > 4
        ? []
        : Array.from({ length: count }, () => plausible(schema.items ?? {}, random, depth + 1));
    }
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 0;
      const max = Math.min(schema.maximum ?? min + 1000, min + 1000);
      return type === 'integer'
        ? min + random.int(Math.max(1, max - min))
        : min + random.next() * (max - min);
    }
    case 'boolean':
      return random.chance(0.5);
    default:
      return plausibleString(schema, random);
  }
}

function plausibleString(schema: TJsonSchema, random: TRandom): string {
  switch (schema.format) {
    case 'uuid':
      return '6f1c1d0e-1b2a-4c3d-8e4f-5a6b7c8d9e0f';
    case 'email':
      return 'someone@example.com';
    case 'date-time':
      return '2026-11-26T10:00:00.000Z';
    case 'date':
      return '2026-11-26';
    default:
      return random.pick(['0812345678', 'Somchai', 'iPhone 15', 'A1B2C3', 'กรุงเทพ', '12345', 'abc']);
  }
}

/** A value of a JSON type the schema does not allow (undefined when it allows every type). */
function wrongType(schema: TJsonSchema, random: TRandom): TJson | undefined {
  const allowed = typesOf(schema);
  if (allowed.length === 0) return undefined;
  const numberish = allowed.includes('number') || allowed.includes('integer');
  const candidates: TJson[] = [];
  if (!allowed.includes('string')) candidates.push('12', 'true', '', '\u0000');
  if (!numberish) candidates.push(42, -1, 1e308, 0.5);
  if (!allowed.includes('boolean')) candidates.push(true, false);
  if (!allowed.includes('object')) candidates.push({ $gt: '' }, { __proto__: { admin: true } } as TJson);
  if (!allowed.includes('array')) candidates.push([], ['x', 1, null], [[[[]]]]);
  if (!allowed.includes('null')) candidates.push(null);
  return candidates.length > 0 ? random.pick(candidates) : undefined;
}

function stringProperties(schema: TJsonSchema): string[] {
  return Object.entries(schema.properties ?? {})
    .filter(([, property]) => typesOf(property).includes('string'))
    .map(([key]) => key);
}

/** Noise on top of a defect: extra fields, odd or huge text, huge or tiny numbers in other fields. */
function addNoise(body: Record<string, TJson>, schema: TJsonSchema, random: TRandom, avoid: string): void {
  // The defect's own field stays as the defect left it.
  const keys = Object.keys(schema.properties ?? {}).filter((key) => key !== avoid);
  const rounds = random.int(3);
  for (let round = 0; round < rounds; round += 1) {
    switch (random.int(4)) {
      case 0:
        body[random.pick(['__proto__x', 'constructor', 'id', 'isAdmin', 'roles', 'x'.repeat(300), 'ก'])] =
          random.pick<TJson>(['1', 1, true, null, { a: 1 }]);
        break;
      case 1:
        if (keys.length > 0) body[random.pick(keys)] = random.pick(ODD_TEXT);
        break;
      case 2:
        if (keys.length > 0) body[random.pick(keys)] = random.pick(HUGE_AND_TINY);
        break;
      default:
        if (keys.length > 0) body[random.pick(keys)] = 'ข'.repeat(random.pick([256, 4097, 70_000]));
    }
  }
}

export type TFuzzRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  /** What was done to it, for the report of a failure. */
  defect: string;
};

const BAD_JSON = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  'nul',
  'undefined',
  '\u0000',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '['.repeat(5000),
  '{"a":1}{"b":2}',
  '\uFEFF{}garbage',
  '{"__proto__":{"polluted":true}}x',
  '1e99999',
];

const BAD_PARAMS = [
  'abc',
  '-1',
  '0',
  '1.5',
  '99999999999999999999999',
  '9007199254740993',
  '%00',
  '%F0%9F%98%80',
  '%ED%A0%80',
  '..%2F..%2Fetc',
  'x'.repeat(2000),
  'null',
  '1e3',
  '%20',
  '00000000-0000-0000-0000-00000000000g',
];

function toJsonSchema(schema: z.ZodType): TJsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as TJsonSchema;
}

function fillPath(
  template: string,
  params: TJsonSchema | undefined,
  random: TRandom,
  impossible: boolean,
): string {
  return template.replace(/:(\w+)/g, (_match, name: string) => {
    if (impossible || random.chance(0.4)) return random.pick(BAD_PARAMS);
    const schema = params?.properties?.[name];
    const value = schema ? plausible(schema, random) : 'x';
    return encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
  });
}

function queryString(query: TJsonSchema | undefined, random: TRandom): string {
  const keys = Object.keys(query?.properties ?? {});
  if (keys.length === 0 && random.chance(0.7)) return '';
  const parts: string[] = [];
  for (const key of keys) {
    if (!random.chance(0.6)) continue;
    const value = random.pick<string>([
      ...ODD_TEXT.slice(0, 8),
      '%00',
      '%ED%A0%80',
      '-1',
      '1e308',
      '99999999999999999999',
      String(plausible(query!.properties![key]!, random)),
    ]);
    parts.push(`${encodeURIComponent(key)}=${value.startsWith('%') ? value : encodeURIComponent(value)}`);
    if (random.chance(0.1)) parts.push(`${encodeURIComponent(key)}=again`);
  }
  if (random.chance(0.3)) parts.push('extra=1&__proto__=x');
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** The requests for one endpoint. `mutates`: a request that could change data must carry a certain defect. */
export function fuzzRequests(
  key: string,
  endpoint: TEndpoint,
  count: number,
  random: TRandom,
): TFuzzRequest[] {
  const [method, template] = key.split(' ') as [string, string];
  const params = endpoint.params ? toJsonSchema(endpoint.params) : undefined;
  const query = endpoint.query ? toJsonSchema(endpoint.query) : undefined;
  const fileBody = endpoint.body && 'kind' in endpoint.body ? (endpoint.body as TFileBody) : undefined;
  const jsonBody = endpoint.body && !fileBody ? toJsonSchema(endpoint.body as z.ZodType) : undefined;
  const mutates = method !== 'GET';
  const requests: TFuzzRequest[] = [];

  for (let index = 0; index < count; index += 1) {
    const headers: Record<string, string> = {};
    let body: string | Uint8Array<ArrayBuffer> | undefined;
    let defect: string;
    let impossibleParams = false;

    if (fileBody) {
      // Bytes no decoder accepts, under a type the endpoint names or not.
      const size = random.pick([0, 1, 16, 4096, 70_000]);
      body = new Uint8Array(new ArrayBuffer(size)).map(() => random.int(256));
      headers['Content-Type'] = random.pick([
        ...fileBody.mediaTypes,
        'application/json',
        'multipart/form-data',
        'text/plain',
      ]);
      defect = `garbage file of ${size} bytes as ${headers['Content-Type']}`;
    } else if (jsonBody) {
      headers['Content-Type'] = 'application/json';
      const isObject = typesOf(jsonBody).includes('object') && jsonBody.properties;
      const choice = random.int(isObject ? 5 : 2);
      if (choice === 0) {
        body = random.pick(BAD_JSON);
        defect = 'bad JSON';
      } else if (choice === 1) {
        body = JSON.stringify(random.pick<TJson>([[], [1, 2], 'text', 42, null, true]));
        defect = 'not an object';
      } else {
        const value = plausible(jsonBody, random) as Record<string, TJson>;
        defect = '';
        let target = '';
        const required = (jsonBody.required ?? []).filter((entry) => entry in value);
        const strings = stringProperties(jsonBody);
        const attempts = [choice, 2, 3, 4];
        for (const attempt of attempts) {
          if (attempt === 2 && required.length > 0) {
            target = random.pick(required);
            delete value[target];
            defect = `missing ${target}`;
            break;
          }
          if (attempt === 3) {
            const keys = Object.keys(jsonBody.properties ?? {});
            target = keys.length > 0 ? random.pick(keys) : '';
            const wrong = target ? wrongType(jsonBody.properties![target]!, random) : undefined;
            if (target && wrong !== undefined) {
              value[target] = wrong;
              defect = `wrong type for ${target}`;
              break;
            }
          }
          if (attempt === 4 && strings.length > 0) {
            target = random.pick(strings);
            value[target] =
              `${typeof value[target] === 'string' ? value[target] : ''}${random.pick(UNSTORABLE)}`;
            defect = `unstorable text in ${target}`;
            break;
          }
        }
        if (!defect) {
          body = random.pick(BAD_JSON);
          defect = 'bad JSON (no field defect possible)';
        } else {
          addNoise(value, jsonBody, random, target);
          body = JSON.stringify(value);
        }
      }
      if (random.chance(0.05))
        headers['Content-Type'] = random.pick([
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/json; charset=latin1',
        ]);
    } else {
      defect = mutates && template.includes(':') ? 'impossible path parameter' : 'no input to spoil';
      impossibleParams = mutates && template.includes(':');
      if (method !== 'GET' && random.chance(0.5)) {
        headers['Content-Type'] = 'application/json';
        body = random.pick(BAD_JSON);
      }
    }
    const path = fillPath(template, params, random, impossibleParams) + queryString(query, random);
    requests.push({ method, path, headers, ...(body === undefined ? {} : { body }), defect });
  }
  return requests;
}
