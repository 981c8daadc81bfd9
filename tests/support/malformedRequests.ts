import fc from 'fast-check';
import { SP_HOST_PARAM } from '@listboard/shared';
import type { JsonSchema, Operation } from './contractOperations';
import { type FormPart, multipartBody } from './multipartBody';
import { nastySegment, nastyShortString, nastyString, nastyValue, percentEncoded } from './nastyValues';
import { type KnownValues, sampleOf } from './validSamples';

/**
 * Requests the server must refuse, generated from an operation of the contract: a valid-looking
 * call (real ids from `known`) with one thing made wrong, so that each request reaches the check
 * of the thing it breaks.
 */

export type Caller = 'anonymous' | 'alex' | 'adele';

export interface GeneratedRequest {
  operation: Operation;
  caller: Caller;
  /** What was made wrong. */
  mutation: string;
  /** The status the mistake must get, once the caller is known (a user route answers an anonymous caller 401 first). */
  expected?: number;
  method: string;
  /** Path and query string exactly as sent (no dot segment resolved). */
  target: string;
  headers: Record<string, string>;
  body?: Uint8Array;
}

/** What the requests need of the stack: real values by name, and a real token to forge others from. */
export interface GenerationContext {
  known: KnownValues;
  token: string;
  /** A valid JSON body to start from, where one built from the schema and `known` would not be. */
  body?: unknown;
  /** Who may call the operation at all, where not every signed-in person may (others are refused first). */
  callers?: readonly Exclude<Caller, 'anonymous'>[];
}

type Body = { json: unknown } | { text: string | Uint8Array; contentType?: string } | { form: FormPart[] };

interface Draft {
  method: string;
  segments: Record<string, string>;
  query: [string, string][];
  headers: Record<string, string>;
  body?: Body;
}

interface Mutation {
  label: string;
  expected?: number;
  apply(draft: Draft): void;
}

const mutation = (label: string, apply: (draft: Draft) => void, expected?: number): Mutation => ({ label, apply, expected });
const shown = (value: unknown) => {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 60 ? `${text.slice(0, 57)}... (${text.length} chars)` : text;
};

/** `count` requests for the operation, from fast-check's generator with `seed`. */
export function malformedRequests(operation: Operation, context: GenerationContext, count: number, seed: number): GeneratedRequest[] {
  const callers: fc.Arbitrary<Caller> =
    operation.caller === 'public'
      ? fc.constant('anonymous')
      : fc.oneof(
          { arbitrary: fc.constant('anonymous' as const), weight: 1 },
          { arbitrary: fc.constantFrom(...(context.callers ?? (['alex', 'adele'] as const))), weight: 4 },
        );
  const base = baseDraft(operation, context);
  const arbitrary = fc.tuple(callers, fc.oneof(...mutationsOf(operation, base, context.token)));
  return fc.sample(arbitrary, { numRuns: count, seed }).map(([caller, { label, expected, apply }]) => {
    const draft = structuredClone(base);
    apply(draft);
    return { operation, caller, mutation: label, expected, ...wireForm(operation, draft) };
  });
}

function baseDraft(operation: Operation, { known, body: validBody }: GenerationContext): Draft {
  const segments = Object.fromEntries(operation.pathParams.map((p) => [p.name, percentEncoded(String(sampleOf(p.schema, known, p.name)))]));
  const query = operation.queryParams
    .filter((p) => p.required || p.name in known)
    .map((p): [string, string] => [p.name, String(sampleOf(p.schema, known, p.name))]);
  const body =
    operation.body === undefined
      ? undefined
      : operation.body.mediaType === 'multipart/form-data'
        ? { form: formSample(operation.body.schema, known) }
        : { json: validBody ?? sampleOf(operation.body.schema, known) };
  return { method: operation.method, segments, query, headers: {}, body };
}

function formSample(schema: JsonSchema, known: KnownValues): FormPart[] {
  return Object.keys((schema.properties ?? {}) as object).map((name) =>
    name === 'files'
      ? { name, filename: 'notes.txt', contentType: 'text/plain', content: 'Generated input' }
      : { name, content: String(known[name] ?? 'x') },
  );
}

function wireForm(operation: Operation, draft: Draft): Pick<GeneratedRequest, 'method' | 'target' | 'headers' | 'body'> {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => draft.segments[name]);
  const query = draft.query.map(([name, value]) => `${percentEncoded(name)}=${percentEncoded(value)}`).join('&');
  const headers = { ...draft.headers };
  let body: Uint8Array | undefined;
  if (draft.body && 'json' in draft.body) {
    body = Buffer.from(JSON.stringify(draft.body.json) ?? '');
    headers['content-type'] ??= 'application/json';
  } else if (draft.body && 'form' in draft.body) {
    const boundary = 'generated-input-boundary';
    body = multipartBody(draft.body.form, boundary);
    headers['content-type'] ??= `multipart/form-data; boundary=${boundary}`;
  } else if (draft.body) {
    body = typeof draft.body.text === 'string' ? Buffer.from(draft.body.text) : draft.body.text;
    if (draft.body.contentType !== undefined) headers['content-type'] ??= draft.body.contentType;
  }
  return { method: draft.method, target: query ? `${path}?${query}` : path, headers, body };
}

function mutationsOf(operation: Operation, base: Draft, token: string): fc.Arbitrary<Mutation>[] {
  const mutations: fc.Arbitrary<Mutation>[] = [];
  if (operation.otherMethods.length > 0) {
    mutations.push(
      fc.constantFrom(...operation.otherMethods).map((method) =>
        mutation(
          `method ${method}`,
          (d) => {
            d.method = method;
          },
          405,
        ),
      ),
    );
  }
  if (operation.pathParams.length > 0) {
    mutations.push(
      fc.tuple(fc.constantFrom(...operation.pathParams.map((p) => p.name)), nastySegment).map(([name, segment]) =>
        mutation(`path {${name}} = ${shown(segment)}`, (d) => {
          d.segments[name] = segment;
        }),
      ),
    );
  }
  const params = operation.queryParams.filter((p) => p.name !== SP_HOST_PARAM);
  if (params.length > 0) {
    mutations.push(
      fc.tuple(fc.constantFrom(...params.map((p) => p.name)), nastyShortString).map(([name, value]) =>
        mutation(`query ${name} = ${shown(value)}`, (d) => {
          d.query = [...d.query.filter(([n]) => n !== name), [name, value]];
        }),
      ),
    );
    mutations.push(
      fc.tuple(fc.constantFrom(...params.map((p) => p.name)), nastyShortString).map(([name, value]) =>
        mutation(`query ${name} twice, then ${shown(value)}`, (d) => {
          d.query.push([name, 'x'], [name, value]);
        }),
      ),
    );
  }
  const required = params.filter((p) => p.required).map((p) => p.name);
  if (required.length > 0) {
    mutations.push(
      fc.constantFrom(...required).map((name) =>
        mutation(`query ${name} missing`, (d) => {
          d.query = d.query.filter(([n]) => n !== name);
        }),
      ),
    );
  }
  // An unknown parameter is ignored, so a write would go through: only reads get one.
  if (operation.method === 'GET')
    mutations.push(
      fc.tuple(nastyShortString, nastyShortString).map(([name, value]) =>
        mutation(`query garbage ${shown(name)} = ${shown(value)}`, (d) => {
          d.query.push([name, value]);
        }),
      ),
    );
  if (operation.caller !== 'public') {
    mutations.push(
      fc.option(fc.oneof(nastyShortString, fc.constant('https://other.example/sites/team')), { nil: undefined }).map((value) =>
        mutation(value === undefined ? `${SP_HOST_PARAM} missing` : `${SP_HOST_PARAM} = ${shown(value)}`, (d) => {
          d.query = d.query.filter(([n]) => n !== SP_HOST_PARAM);
          if (value !== undefined) d.query.push([SP_HOST_PARAM, value]);
        }),
      ),
    );
  }
  if (operation.caller === 'user')
    mutations.push(
      forgedTokens(token).map(([label, value]) =>
        mutation(
          `authorization ${label}`,
          (d) => {
            d.headers.authorization = value;
          },
          401,
        ),
      ),
    );
  if (operation.body && base.body && 'json' in base.body) mutations.push(...jsonBodyMutations(operation.body.schema, base.body.json));
  if (base.body && 'form' in base.body) mutations.push(...formMutations());
  return mutations;
}

/** Tokens that must not sign anyone in: malformed, unsigned, re-signed by nobody, tampered, huge. */
function forgedTokens(token: string): fc.Arbitrary<[string, string]> {
  const [header, payload] = token.split('.');
  const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  return fc.constantFrom<[string, string]>(
    ['empty bearer', 'Bearer '],
    ['not a token', 'Bearer x'],
    ['three empty parts', 'Bearer ..'],
    ['basic', 'Basic YWRlbGU6YWRlbGU='],
    ['alg none', `Bearer ${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`],
    ['forged signature', `Bearer ${header}.${payload}.${Buffer.from('forged').toString('base64url')}`],
    [
      'tampered claims',
      `Bearer ${header}.${base64url({ ...claims, sub: 'lidia@demo.listboard.local', exp: 4102444800 })}.${token.split('.')[2]}`,
    ],
    ['huge', `Bearer ${'a'.repeat(8000)}`],
  );
}

function jsonBodyMutations(schema: JsonSchema, base: unknown): fc.Arbitrary<Mutation>[] {
  const text = JSON.stringify(base);
  const paths = pathsIn(base);
  const requiredPaths = requiredPathsIn(schema, base);
  const mutations: fc.Arbitrary<Mutation>[] = [
    nastyValue.map((value) =>
      mutation(`body = ${shown(value)}`, (d) => {
        d.body = { json: value };
      }),
    ),
    fc
      .constantFrom(
        `${text.slice(0, Math.max(1, text.length - 1))}`,
        `${text}}`,
        `${text},`,
        `${text}x`,
        "{'a':1}",
        '{"a":1,}',
        'NaN',
        'undefined',
        '[',
        '{"a":"\\x"}',
        `{"a":${'['.repeat(100_000)}`,
      )
      .map((broken) =>
        mutation(
          `body is broken JSON ${shown(broken)}`,
          (d) => {
            d.body = { text: broken, contentType: 'application/json' };
          },
          400,
        ),
      ),
    // Valid JSON nested deeper than any recursive parser or validator could follow.
    fc.constant(
      mutation('body nested 50,000 deep', (d) => {
        d.body = { text: `${'['.repeat(50_000)}${']'.repeat(50_000)}`, contentType: 'application/json' };
      }),
    ),
    fc
      .constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'application/json-patch+json',
        'application/jsonx',
        'json',
        '*/*',
        undefined,
      )
      .map((type) =>
        mutation(
          `JSON body as ${type ?? 'no content type'}`,
          (d) => {
            d.body = { text, contentType: type };
          },
          415,
        ),
      ),
    fc.constantFrom([0xff], [0xc0, 0xaf], [0x80], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80]).map((bytes) =>
      mutation(
        `body with invalid UTF-8 ${Buffer.from(bytes).toString('hex')}`,
        (d) => {
          const at = Math.max(1, text.indexOf('"') + 1);
          d.body = {
            text: Buffer.concat([Buffer.from(text.slice(0, at)), Buffer.from(bytes), Buffer.from(text.slice(at))]),
            contentType: 'application/json',
          };
        },
        400,
      ),
    ),
  ];
  if (paths.length > 0) {
    mutations.push(
      fc.tuple(fc.constantFrom(...paths), nastyValue).map(([path, value]) =>
        mutation(`body ${path.join('.')} = ${shown(value)}`, (d) => {
          d.body = { json: withValueAt(base, path, value) };
        }),
      ),
    );
  }
  if (requiredPaths.length > 0) {
    mutations.push(
      fc.constantFrom(...requiredPaths).map((path) =>
        mutation(`body ${path.join('.')} missing`, (d) => {
          d.body = { json: withValueAt(base, path, undefined) };
        }),
      ),
    );
  }
  return mutations;
}

const DANGEROUS_FILES: [string, string][] = [
  ['page.html', '<!doctype html><script>alert(1)</script>'],
  ['image.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
  ['notes.txt', '<html><body onload="alert(1)">'],
  ['run.js', 'alert(1)'],
  ['tool.exe', 'MZ\u0090\u0000'],
];

function formMutations(): fc.Arbitrary<Mutation>[] {
  const part = (d: Draft, name: string) => (d.body as { form: FormPart[] }).form.find((p) => p.name === name) as FormPart;
  return [
    nastyString.map((name) =>
      mutation(`file name ${shown(name)}`, (d) => {
        part(d, 'files').filename = name;
      }),
    ),
    fc
      .tuple(
        fc.constantFrom('itemInfo', 'boardID'),
        fc.oneof(
          nastyString,
          nastyValue.map((v) => JSON.stringify(v) ?? ''),
        ),
      )
      .map(([name, value]) =>
        mutation(`form ${name} = ${shown(value)}`, (d) => {
          part(d, name).content = value;
        }),
      ),
    fc.constantFrom('itemInfo', 'boardID', 'files').map((name) =>
      mutation(`form ${name} missing`, (d) => {
        (d.body as { form: FormPart[] }).form = (d.body as { form: FormPart[] }).form.filter((p) => p.name !== name);
      }),
    ),
    fc.constantFrom(...DANGEROUS_FILES).map(([name, content]) =>
      mutation(`file ${name} that a browser would run`, (d) => {
        Object.assign(part(d, 'files'), { filename: name, content });
      }),
    ),
    fc.constant(
      mutation('empty file', (d) => {
        part(d, 'files').content = '';
      }),
    ),
    fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=other', 'application/json', 'text/plain', '').map((type) =>
      mutation(`upload as ${type || 'an empty content type'}`, (d) => {
        d.headers['content-type'] = type;
      }),
    ),
    fc.integer({ min: 1, max: 200 }).map((cut) =>
      mutation(`upload cut ${cut} bytes short`, (d) => {
        const form = (d.body as { form: FormPart[] }).form;
        const bytes = multipartBody(form, 'generated-input-boundary');
        d.body = {
          text: bytes.subarray(0, Math.max(0, bytes.length - cut)),
          contentType: 'multipart/form-data; boundary=generated-input-boundary',
        };
      }),
    ),
  ];
}

type JsonPath = (string | number)[];

function pathsIn(value: unknown, prefix: JsonPath = []): JsonPath[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => [[...prefix, i], ...pathsIn(item, [...prefix, i])]);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => [[...prefix, key], ...pathsIn(item, [...prefix, key])]);
  return [];
}

/** The paths of properties the schema requires, in the sample built from it. */
function requiredPathsIn(schema: JsonSchema, value: unknown, prefix: JsonPath = []): JsonPath[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => requiredPathsIn((schema.items ?? {}) as JsonSchema, item, [...prefix, i]));
  if (!value || typeof value !== 'object') return [];
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(value).flatMap(([key, item]) => [
    ...(required.has(key) ? [[...prefix, key]] : []),
    ...requiredPathsIn(properties[key] ?? {}, item, [...prefix, key]),
  ]);
}

/** A copy of `base` with the value at `path` replaced (undefined: removed). */
function withValueAt(base: unknown, path: JsonPath, value: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  const parent = path
    .slice(0, -1)
    .reduce<Record<string | number, unknown>>((node, key) => node[key] as Record<string | number, unknown>, copy);
  const last = path[path.length - 1];
  if (value === undefined) delete parent[last];
  else parent[last] = value;
  return copy;
}
