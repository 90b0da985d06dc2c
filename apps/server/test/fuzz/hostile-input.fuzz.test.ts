/**
 * Property-based hostile input for every /api route, driven through the real app as an Admin.
 *
 * Requests are generated from each route's own zod schemas (from the app's route registry,
 * converted to JSON Schema) and then mutated. For every case: no 5xx; a 4xx has the one
 * error shape; a refused write (and every read) leaves the database and the file store unchanged.
 *
 * FUZZ_RUNS (total cases, default 300) and FUZZ_SEED (default 42) make it reproducible;
 * `npm run test:fuzz` runs the large sample.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { OperationId } from '@praktijkportaal/contract/api/routes';
import { ZErrorResponse } from '@praktijkportaal/contract/errors';
import { getTableName, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dashboards } from '../../src/db/schema/dashboards';
import { pdfs, reports } from '../../src/db/schema/documents';
import { practices, practiceUsers } from '../../src/db/schema/practices';
import { recoveryCodes } from '../../src/db/schema/second-factor';
import { users } from '../../src/db/schema/users';
import { answerProblems } from '../support/internal-text';
import { multipartBody, TINY_PDF } from '../support/multipart';
import { route } from '../support/route';
import { createTestApp } from '../support/test-app';

const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? 42);
const LARGE = TOTAL_RUNS > 1000;

// ---------------------------------------------------------------------------------------------
// The app, a signed-in Admin and some data for the generated ids to hit.

const t = await createTestApp({ PUBLIC_URL: 'http://portaal.example.nl', UPLOAD_MAX_MB: '1' });
afterAll(() => t.close());
const admin = await t.signedIn('Admin');
const practiceA = await t.createPractice({ name: 'Fuzz Praktijk A' });
const practiceB = await t.createPractice({ name: 'Fuzz Praktijk B' });
const klant = await t.createUser({ type: 'Klant' });
const coach = await t.createUser({ type: 'Coach' });
const manager = await t.createUser({ type: 'Manager' });
await t.link(klant.id, practiceA);
await t.link(manager.id, practiceA);
await t.link(coach.id, practiceB);
const seeded = {
  dashboard: await t.call(admin.cookie, route('createDashboard'), {
    name: 'Fuzz dashboard',
    practiceId: practiceA,
  }),
  report: await t.call(admin.cookie, route('createReport'), {
    practice_id: practiceA,
    name: 'Fuzz verslag',
    klanten: 'tekst',
  }),
};
for (const [what, response] of Object.entries(seeded)) {
  if (response.statusCode !== 201) throw new Error(`seeding ${what}: ${response.body}`);
}
const upload = multipartBody([
  { name: 'type', value: 'upload' },
  { name: 'pdf', filename: 'seed.pdf', type: 'application/pdf', data: TINY_PDF },
]);
const uploaded = await t.app.inject({
  ...route('uploadPdf', { practiceId: practiceA }),
  headers: { 'content-type': upload.contentType, cookie: admin.cookie },
  payload: upload.body,
});
if (uploaded.statusCode !== 201) throw new Error(`seeding upload: ${uploaded.body}`);

const ID_POOL = [
  practiceA,
  practiceB,
  klant.id,
  coach.id,
  manager.id,
  seeded.dashboard.json().id as number,
  seeded.report.json().id as number,
  seeded.report.json().pdf_id as number,
  uploaded.json().id as number,
].filter((id) => typeof id === 'number' && id !== admin.id);

// ---------------------------------------------------------------------------------------------
// State: table checksums and stored file keys.

const TABLES = [users, practices, practiceUsers, dashboards, reports, pdfs, recoveryCodes].map(
  getTableName,
);

async function snapshot() {
  const parts: string[] = [];
  for (const table of TABLES) {
    const result = await t.database.db.execute(
      sql.raw(
        `select count(*)::text as n, coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as h from "${table}" x`,
      ),
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      n: string;
      h: string;
    }[];
    parts.push(`${table}:${rows[0]?.n}:${rows[0]?.h}`);
  }
  // The files directory itself: objects and unfinished tmp writes (fileStore.listKeys() shows
  // no tmp leftover).
  const entries = (await readdir(t.config.filesDir, { recursive: true })).sort();
  const files: string[] = [];
  for (const entry of entries) {
    const info = await stat(path.join(t.config.filesDir, entry));
    if (info.isFile()) files.push(`${entry}=${info.size}`);
  }
  parts.push(`files:${files.length}:${files.join(',')}`);
  return parts.join('\n');
}

// ---------------------------------------------------------------------------------------------
// Hostile values.

const ONE_MB = 'a'.repeat(1024 * 1024);
const ZIP_BOMB_PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024)]);
const ZIP_HEADER = Buffer.from('504b0304140000000800', 'hex');

const hostileStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007bel',
  '\u001b[31mrood',
  'regel\r\nregel',
  '\t',
  '\u202Eexe.fdp',
  '\u200F\u05E9\u05DC\u05D5\u05DD',
  'مرحبا بالعالم',
  '😀👨‍👩‍👧‍👦🏳️‍🌈',
  '\uD800',
  '\uFFFF\uFFFE',
  '\u00A0',
  "'; DROP TABLE users; --",
  "1' OR '1'='1",
  '1; SELECT pg_sleep(10)',
  '<script>alert("x")</script>',
  '"><img src=x onerror=alert(1)>',
  '{{constructor.constructor("return 1")()}}',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f',
  '%00',
  'null',
  'true',
  '1e309',
  '0x1',
  ' 1',
  '-1',
  '0',
  '2147483648',
  '99999999999999999999',
  'NaN',
  'x'.repeat(201),
  'x'.repeat(5001),
  'x'.repeat(10_001),
];

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: LARGE ? 1 : 0, arbitrary: fc.constant(ONE_MB) },
);

const hostileNumber = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    -0,
    1.5,
    2 ** 31,
    2 ** 31 - 1,
    2 ** 53,
    -(2 ** 53),
    1e308,
    Number.MIN_VALUE,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(fc.integer(), hostileString), { maxLength: 3 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
  },
);

const extraKey = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'id',
  'isAdmin',
  'type',
  'deleted_at',
  'password_hash',
  '\u0000',
  'x'.repeat(300),
  '😀',
);

// ---------------------------------------------------------------------------------------------
// Valid values from a route's schema (JSON Schema of the zod input side).

type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
};

const ID_TEXT_PATTERN = '^[1-9]\\d{0,9}$';

const idValue = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...ID_POOL) },
  { weight: 2, arbitrary: fc.constantFrom(...ID_POOL).map(String) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 2_147_483_647 }) },
);

function isId(schema: JsonSchema) {
  return schema.anyOf?.some((s) => s.pattern === ID_TEXT_PATTERN) ?? false;
}

function validValue(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  if (isId(schema)) return idValue;
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => validValue(s, name)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const types = [schema.type ?? 'any'].flat();
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => validValue({ ...schema, type }, name)));
  }
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number':
      return fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 1000, 1000) });
    case 'array':
      return fc.uniqueArray(validValue(schema.items ?? {}, name), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
        selector: (v) => JSON.stringify(v),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(properties)) record[key] = validValue(value, key);
      return fc.record(record, { requiredKeys: schema.required ?? [] });
    }
    case 'string': {
      if (schema.format === 'uri' || /url/i.test(name))
        return fc.webUrl({ validSchemes: ['https'] });
      if (/email/i.test(name)) {
        return fc.stringMatching(/^[a-z]{1,10}$/).map((local) => `${local}@fuzz.example.nl`);
      }
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      const min = schema.minLength ?? 0;
      const max = Math.min(schema.maxLength ?? 60, 60);
      // Printable, starting with a letter, so trimmed names stay long enough.
      return fc
        .string({ unit: 'grapheme', minLength: 0, maxLength: Math.max(0, max - 12) })
        .map((text) => `Fuzz-Aa1-${text}`.replace(/\p{Cc}/gu, '').slice(0, max))
        .filter((text) => text.trim().length >= min);
    }
    default:
      return fc.anything({ maxDepth: 1 });
  }
}

// ---------------------------------------------------------------------------------------------
// Mutations of an object (params, query or body).

type Mutation =
  | { op: 'valid' }
  | { op: 'drop'; pick: number }
  | { op: 'replace'; pick: number; value: unknown }
  | { op: 'extra'; key: string; value: unknown }
  | { op: 'whole'; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ op: 'valid' as const }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('drop' as const), pick: fc.nat() }) },
  {
    weight: 6,
    arbitrary: fc.record({
      op: fc.constant('replace' as const),
      pick: fc.nat(),
      value: hostileValue,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('extra' as const), key: extraKey, value: hostileValue }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('whole' as const), value: hostileValue }) },
);

/** Applies the mutation; returns JSON text so keys like `__proto__` survive. */
function mutateToJson(base: Record<string, unknown>, change: Mutation, keys: string[]): string {
  const object = { ...base };
  switch (change.op) {
    case 'valid':
      return JSON.stringify(object);
    case 'drop': {
      const key = keys[change.pick % Math.max(keys.length, 1)];
      if (key !== undefined) delete object[key];
      return JSON.stringify(object);
    }
    case 'replace': {
      const key = keys[change.pick % Math.max(keys.length, 1)];
      if (key !== undefined) object[key] = change.value;
      return JSON.stringify(object);
    }
    case 'extra': {
      const text = JSON.stringify(object);
      const extra = `${JSON.stringify(change.key)}:${JSON.stringify(change.value) ?? 'null'}`;
      return text === '{}' ? `{${extra}}` : `${text.slice(0, -1)},${extra}}`;
    }
    case 'whole':
      return JSON.stringify(change.value) ?? 'null';
  }
}

function wellFormed(text: string) {
  return text.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '?',
  );
}

function encode(value: unknown) {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return encodeURIComponent(wellFormed(text));
}

// ---------------------------------------------------------------------------------------------
// A generated request.

type FuzzRequest = {
  method: InjectOptions['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

type RouteInfo = {
  method: string;
  url: string;
  operationId: string;
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
};

const toJsonSchema = (schema: unknown) =>
  schema instanceof z.ZodType
    ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema)
    : undefined;

const bodyEncoding = fc.oneof(
  { weight: 14, arbitrary: fc.constant('json' as const) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'text' as const,
      'form' as const,
      'xml' as const,
      'truncated' as const,
      'empty' as const,
      'multipart' as const,
      'no-type' as const,
    ),
  },
);

function objectRequest(route: RouteInfo): fc.Arbitrary<FuzzRequest> {
  const objectOf = (schema: JsonSchema | undefined) =>
    schema ? (validValue(schema) as fc.Arbitrary<Record<string, unknown>>) : fc.constant({});
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  return fc
    .record({
      params: objectOf(route.params),
      paramChange: mutation,
      query: objectOf(route.querystring),
      queryChange: mutation,
      duplicateQuery: fc.boolean(),
      body: objectOf(route.body),
      bodyChange: mutation,
      encoding: bodyEncoding,
      cut: fc.nat(),
    })
    .map((g) => {
      // Path: every declared param gets a value; a mutated one may be anything, encoded.
      const params: Record<string, unknown> = { ...g.params };
      for (const name of paramNames) if (!(name in params)) params[name] = ID_POOL[0];
      let paramsJson = JSON.parse(mutateToJson(params, g.paramChange, paramNames)) as unknown;
      if (typeof paramsJson !== 'object' || paramsJson === null || Array.isArray(paramsJson)) {
        paramsJson = {};
      }
      const chosen = paramsJson as Record<string, unknown>;
      let url = route.url.replace(/:(\w+)/g, (_, name: string) =>
        // A dropped param leaves an empty segment, which routes elsewhere or to 404.
        name in chosen ? encode(chosen[name]) : '',
      );
      // Query.
      if (route.querystring) {
        const query = JSON.parse(
          mutateToJson(g.query, g.queryChange, Object.keys(route.querystring.properties ?? {})),
        ) as unknown;
        const pairs =
          typeof query === 'object' && query !== null
            ? Object.entries(query).map(([k, v]) => `${encode(k)}=${encode(v)}`)
            : [`q=${encode(query)}`];
        if (g.duplicateQuery && pairs[0]) pairs.push(pairs[0].replace(/=.*/, '=2'));
        url += `?${pairs.join('&')}`;
      } else if (g.duplicateQuery) {
        url += '?__proto__[x]=1&a=%00&constructor=1';
      }
      const headers: Record<string, string> = { cookie: admin.cookie };
      // Login is public; logout is public and would end the Admin's session.
      if (route.operationId === ('logout' satisfies OperationId)) delete headers.cookie;
      const request: FuzzRequest = { method: route.method as FuzzRequest['method'], url, headers };
      if (route.method === 'GET' || route.method === 'DELETE') {
        if (g.encoding === 'json' || g.encoding === 'empty') return request;
      }
      // Body.
      const bodyKeys = Object.keys(route.body?.properties ?? {});
      const json = route.body ? mutateToJson(g.body, g.bodyChange, bodyKeys) : '{}';
      switch (g.encoding) {
        case 'json':
          if (!route.body && g.bodyChange.op === 'valid') return request;
          return {
            ...request,
            headers: { ...headers, 'content-type': 'application/json' },
            payload: json,
          };
        case 'text':
          return {
            ...request,
            headers: { ...headers, 'content-type': 'text/plain' },
            payload: json,
          };
        case 'xml':
          return {
            ...request,
            headers: { ...headers, 'content-type': 'application/xml' },
            payload:
              '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
          };
        case 'form':
          return {
            ...request,
            headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
            payload: Object.entries(g.body)
              .map(([k, v]) => `${encode(k)}=${encode(v)}`)
              .join('&'),
          };
        case 'truncated':
          return {
            ...request,
            headers: { ...headers, 'content-type': 'application/json' },
            payload: json.slice(0, g.cut % Math.max(json.length, 1)),
          };
        case 'empty':
          return {
            ...request,
            headers: { ...headers, 'content-type': 'application/json' },
            payload: '',
          };
        case 'multipart': {
          const body = multipartBody(
            Object.entries(g.body).map(([name, value]) => ({
              name,
              value: typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined'),
            })),
          );
          return {
            ...request,
            headers: { ...headers, 'content-type': body.contentType },
            payload: body.body,
          };
        }
        default:
          return { ...request, payload: json };
      }
    });
}

const filename = fc.oneof(
  fc.constantFrom(
    'verslag.pdf',
    '../../../../etc/passwd',
    '..\\..\\boot.ini',
    '/etc/shadow.pdf',
    'a\u0000b.pdf',
    'factuur\u202Efdp.exe',
    '\u05D3\u05D5\u05D7.pdf',
    '😀.pdf',
    '<script>alert(1)</script>.pdf',
    "x'; DROP TABLE pdfs;--.pdf",
    'with"quote.pdf',
    'line\r\nContent-Type: text/html.pdf',
    '',
    '.',
    '..',
    'CON.pdf',
    `${'x'.repeat(1000)}.pdf`,
  ),
  fc.string({ unit: 'binary', maxLength: 30 }).map(wellFormed),
);

const fileData = fc.oneof(
  { weight: 4, arbitrary: fc.constant(TINY_PDF) },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      Buffer.alloc(0),
      Buffer.from('%PDF'),
      Buffer.from('%PDF-'),
      Buffer.from('<html><script>alert(1)</script></html>'),
      Buffer.from('MZ\x90\x00 not a pdf'),
      ZIP_HEADER,
      Buffer.concat([Buffer.from(' %PDF-1.4'), TINY_PDF]),
    ),
  },
  { weight: 2, arbitrary: fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b)) },
  {
    weight: 2,
    arbitrary: fc
      .uint8Array({ maxLength: 200 })
      .map((b) => Buffer.concat([Buffer.from('%PDF-'), Buffer.from(b)])),
  },
  { weight: 1, arbitrary: fc.constant(ZIP_BOMB_PDF) },
);

function uploadRequest(route: RouteInfo): fc.Arbitrary<FuzzRequest> {
  const practiceParam = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(practiceA, practiceB) },
    { weight: 1, arbitrary: hostileValue },
  );
  return fc
    .record({
      practice: practiceParam,
      typeField: fc.constantFrom(
        'upload',
        'upload',
        'upload',
        undefined,
        'Upload',
        '',
        'upload\u0000',
        'report',
      ),
      files: fc.array(
        fc.record({
          field: fc.constantFrom('pdf', 'pdf', 'pdf', 'file', ''),
          filename,
          type: fc.constantFrom(
            'application/pdf',
            'text/html',
            'application/zip',
            'application/octet-stream',
          ),
          data: fileData,
        }),
        { minLength: 0, maxLength: 3 },
      ),
      framing: fc.constantFrom(
        'ok',
        'ok',
        'ok',
        'ok',
        'truncate',
        'no-boundary',
        'wrong-boundary',
        'json-type',
        'no-type',
      ),
      cut: fc.nat(),
    })
    .map((g) => {
      const url = route.url.replace(':practiceId', encode(g.practice));
      const parts: Parameters<typeof multipartBody>[0] = [];
      if (g.typeField !== undefined) parts.push({ name: 'type', value: g.typeField });
      for (const file of g.files) {
        parts.push({ name: file.field, filename: file.filename, type: file.type, data: file.data });
      }
      const { body, contentType } = multipartBody(parts);
      const headers: Record<string, string> = { cookie: admin.cookie, 'content-type': contentType };
      let payload = body;
      switch (g.framing) {
        case 'truncate':
          payload = body.subarray(0, g.cut % Math.max(body.length, 1));
          break;
        case 'no-boundary':
          headers['content-type'] = 'multipart/form-data';
          break;
        case 'wrong-boundary':
          headers['content-type'] = 'multipart/form-data; boundary=something-else';
          break;
        case 'json-type':
          headers['content-type'] = 'application/json';
          break;
        case 'no-type':
          delete headers['content-type'];
          break;
      }
      return { method: 'POST' as const, url, headers, payload };
    });
}

// ---------------------------------------------------------------------------------------------
// One case.

const ZStrictError = ZErrorResponse.strict();
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
let casesRun = 0;
let lastState: string | undefined;
const statusCounts = new Map<number, number>();

/** The Admin never changes or deletes itself, or the fuzzing would lose its session. */
function aimsAtAdmin(request: FuzzRequest) {
  if (READS.has(String(request.method))) return false;
  return new RegExp(`^/api/(users|change-password)/0*${admin.id}(?:[/?]|$)`).test(request.url);
}

function describeRequest(request: FuzzRequest) {
  const payload =
    request.payload === undefined
      ? ''
      : Buffer.isBuffer(request.payload)
        ? `<${request.payload.length} bytes> ${JSON.stringify(request.payload.subarray(0, 300).toString('latin1'))}`
        : JSON.stringify(request.payload.slice(0, 300));
  return `${request.method} ${request.url.slice(0, 300)} [${request.headers['content-type'] ?? '-'}] ${payload}`;
}

/** Everything the request sent, for telling an echo from a leak. */
function sentText(request: FuzzRequest) {
  const payload = request.payload;
  const body =
    payload === undefined
      ? ''
      : Buffer.isBuffer(payload)
        ? payload.toString('latin1')
        : String(payload);
  return `${request.url}\n${body}`;
}

/** Hostile texts an earlier case may have saved (a name `1; SELECT pg_sleep(10)`) that a list shows. */
const SAVED_HOSTILE_TEXT = hostileStrings.join('\n');

async function runCase(route: RouteInfo, request: FuzzRequest) {
  if (aimsAtAdmin(request)) return;
  casesRun++;
  const before = lastState ?? (await snapshot());
  const response = await t.app.inject({ ...request, payload: request.payload });
  const after = await snapshot();
  lastState = after;
  statusCounts.set(response.statusCode, (statusCounts.get(response.statusCode) ?? 0) + 1);
  const context = `${describeRequest(request)}\n→ ${response.statusCode} ${response.body.slice(0, 500)}`;

  expect(response.statusCode, context).toBeLessThan(500);
  // The login's steps answer 401 to wrong credentials, a missing pending login or a passkey.
  const logins: OperationId[] = ['login', 'loginWithSecondFactor', 'loginWithPasskey'];
  if (!(logins as string[]).includes(route.operationId))
    expect(response.statusCode, `Admin signed out?\n${context}`).not.toBe(401);
  if (response.statusCode >= 400) {
    expect(response.headers['content-type'], context).toMatch(/^application\/json/);
    const parsed = ZStrictError.safeParse(response.json());
    expect(parsed.success, `error shape\n${context}`).toBe(true);
  }
  if (response.statusCode >= 400 || READS.has(String(request.method))) {
    expect(after, `state changed\n${context}`).toBe(before);
  }
  // A refusal may echo only this request; a success may also show a hostile text saved before.
  const echoes =
    response.statusCode >= 400 ? sentText(request) : `${sentText(request)}\n${SAVED_HOSTILE_TEXT}`;
  expect(
    answerProblems({ status: response.statusCode, body: response.body }, echoes),
    context,
  ).toEqual([]);
}

// ---------------------------------------------------------------------------------------------
// Every route.

const routes: RouteInfo[] = t.app.apiRoutes
  .filter((route) => route.method !== 'HEAD')
  .map((route) => {
    const schema = route.schema as Record<string, unknown> | undefined;
    return {
      method: route.method,
      url: route.url,
      operationId: route.operationId,
      params: toJsonSchema(schema?.params),
      querystring: toJsonSchema(schema?.querystring),
      body: toJsonSchema(schema?.body),
    };
  });
const runsPerRoute = Math.max(1, Math.ceil(TOTAL_RUNS / routes.length));

describe(`hostile input on every /api route (seed ${SEED}, ${runsPerRoute} runs per route)`, () => {
  it('knows every route and its schemas', () => {
    expect(routes.length).toBeGreaterThan(25);
    const withParams = routes.filter((route) => route.url.includes(':'));
    for (const route of withParams) expect(route.params, route.url).toBeDefined();
  });

  for (const route of routes) {
    const arbitrary =
      route.operationId === ('uploadPdf' satisfies OperationId)
        ? uploadRequest(route)
        : objectRequest(route);
    it(
      `${route.method} ${route.url}`,
      async () => {
        await fc.assert(
          fc.asyncProperty(arbitrary, (request) => runCase(route, request)),
          { seed: SEED, numRuns: runsPerRoute },
        );
      },
      LARGE ? 900_000 : 120_000,
    );
  }

  afterAll(() => {
    const statuses = [...statusCounts.entries()].sort(([a], [b]) => a - b);
    console.info(
      `fuzz: ${casesRun} cases over ${routes.length} routes (seed ${SEED}); statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
  });
});

describe('router refusals', () => {
  it('answers an over-long path parameter with 414 in the API error shape, without echoing it', async () => {
    const response = await t.call(admin.cookie, route('getUser', { id: '1'.repeat(101) }));
    expect(response.statusCode).toBe(414);
    expect(ZStrictError.safeParse(response.json()).success, response.body).toBe(true);
    expect(response.body).not.toContain('1'.repeat(101));
  });
});

// ---------------------------------------------------------------------------------------------
// Markup and quotes are data: stored and returned byte for byte, as JSON.

describe('markup in names and texts comes back as inert JSON text', () => {
  const texts = [
    '<script>alert("x")</script>',
    `O'Brien & "Zonen" <b>vet</b>`,
    '</script><script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    '\u202Eevil\u202C en \u05E9\u05DC\u05D5\u05DD 😀',
  ];

  function expectInert(response: { headers: Record<string, unknown>; body: string }, text: string) {
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toContain(JSON.stringify(text).slice(1, -1));
  }

  it.each(texts)('practice name and description %j', async (text) => {
    const created = await t.call(admin.cookie, route('createPractice'), {
      name: `P ${text}`,
      description: text,
    });
    expect(created.statusCode, created.body).toBe(201);
    const read = await t.call(
      admin.cookie,
      route('getPractice', { practiceId: created.json().id }),
    );
    expect(read.json().name).toBe(`P ${text}`);
    expect(read.json().description).toBe(text);
    expectInert(read, text);
  });

  it.each(texts)('user name %j', async (text) => {
    const created = await t.call(admin.cookie, route('createUser'), {
      name: `U ${text}`,
      email: `inert-${texts.indexOf(text)}@example.nl`,
      password: 'Klaver-Hooi-Stal-8',
    });
    expect(created.statusCode, created.body).toBe(201);
    const read = await t.call(admin.cookie, route('getUser', { id: created.json().id }));
    expect(read.json().name).toBe(`U ${text}`);
    expectInert(read, `U ${text}`);
  });

  it.each(texts)('report texts %j', async (text) => {
    const created = await t.call(admin.cookie, route('createReport'), {
      practice_id: practiceA,
      name: `R ${text}`,
      klanten: text,
      verrichtingen: `${text}\n${text}`,
      team: text,
      financien: text,
      overig: text,
    });
    expect(created.statusCode, created.body).toBe(201);
    const read = await t.call(admin.cookie, route('getReport', { id: created.json().id }));
    const report = read.json();
    expect(report.name).toBe(`R ${text}`);
    expect(report.klanten).toBe(text);
    expect(report.verrichtingen).toBe(`${text}\n${text}`);
    expect(report.overig).toBe(text);
    expectInert(read, text);
  });

  it('upload file names', async () => {
    for (const text of texts) {
      const { body, contentType } = multipartBody([
        { name: 'type', value: 'upload' },
        {
          name: 'pdf',
          filename: `${text.replace(/"/g, "'")}.pdf`,
          type: 'application/pdf',
          data: TINY_PDF,
        },
      ]);
      const response = await t.app.inject({
        ...route('uploadPdf', { practiceId: practiceB }),
        headers: { 'content-type': contentType, cookie: admin.cookie },
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).not.toContain('<script>alert(1)</script><');
    }
  });
});
