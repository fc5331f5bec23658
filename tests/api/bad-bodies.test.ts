import { readdirSync } from 'node:fs';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SCENES } from '../../src/shared/domain/assessment/scenes';
import { testDriver } from '../setup/test-db';
import { completeAssessment } from './helpers/assessment';
import { browser, signIn, type Browser } from './helpers/sign-in';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

/**
 * Issue 9 item 11: odd input gets a 4xx, never a 500. Every JSON route of the real app (read from
 * its route table) gets at least BODIES_PER_ROUTE generated bad bodies signed in (with a profile,
 * so routes get past their 401/404 guards) and as many signed out: wrong types, missing fields,
 * huge strings, deep nesting, NUL and lone surrogates in every string position, numbers out of
 * range, extra keys, arrays for objects, unicode edge cases and malformed JSON.
 */

const BODIES_PER_ROUTE = 300;
/** Bodies sent at once: PostgreSQL serves them in parallel; PGlite serialises them anyway. */
const BATCH = 10;
const SEED = 20_240_609;
const ADMIN_TOKEN = 'bad-bodies-admin-token';
/** These routes take form-encoded bodies (a provider's sign-in form, Twilio's webhook), not JSON. */
const NON_JSON_ROUTES = [/^\/dev-idp\//, /^\/api\/webhooks\//];
/** Run last when signed in: they abandon the assessment the corpus answers into, or end the session. */
const ROUTES_LAST = ['/api/assessment/start', '/api/auth/refresh', '/api/auth/signout'];
const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

type Route = { method: string; url: string };
type BadBody = { text: string; contentType: string };

/** Method and URL of every route, parsed from the tree `printRoutes` draws (children continue their parent's path). */
function routeTable(app: FastifyInstance): Route[] {
  const stack: string[] = [];
  const routes: Route[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack[depth] = m[2]!;
    const url = stack.slice(0, depth + 1).join('');
    for (const method of m[3]?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}

// --- What the generated bodies are made of ----------------------------------------------------

const NASTY_TEXT = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\ud83d',
  '\udfff\ud800',
  '\u0000\ud800',
  '',
  ' ',
  '\t\n',
  '\ufeff',
  '\u202eevil',
  '\u2028\u2029',
  'e\u0301\u0301\u0301',
  '👩‍👩‍👧‍👦',
  '\ud83d\ude00',
  '１２３４５',
  'İıß',
  '\uffff\ufffe',
  '%00',
  '\\u0000',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../../etc/passwd',
  'null',
  'NaN',
  '1e999',
  '-0',
  '__proto__',
  'constructor',
];
/** Placeholders replaced in the JSON text, so the generator itself never builds (or stringifies) deep values. */
const DEEP = /"__DEEP_(OBJECT|ARRAY)_(\d+)__"/g;
const HUGE_NUMBER = '"__HUGE_NUMBER__"';

const anyUtf16 = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 24 });
const nastyString = fc.oneof(
  fc.constantFrom(...NASTY_TEXT),
  anyUtf16,
  fc.constantFrom(101, 501, 2_001, 4_097, 20_000, 60_000, 70_000).map((n) => 'x'.repeat(n)),
  fc
    .tuple(fc.constantFrom(...NASTY_TEXT), fc.constantFrom(60, 2_000, 10_000))
    .map(([t, n]) => t.repeat(Math.ceil(n / Math.max(1, t.length)))),
);
const nastyNumber = fc.oneof(
  fc.constantFrom(-1, -0, 0.5, 1e308, -1e308, 2 ** 53 + 1, -(2 ** 63), 5e-324, 999_999_999_999, 1_000_000),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constant('__HUGE_NUMBER__'),
);
const nastyStructure = fc.oneof(
  fc.constantFrom([], {}, [[]], [null], [{}], { '': null }),
  fc.tuple(fc.constantFrom('OBJECT', 'ARRAY'), fc.integer({ min: 9, max: 5_000 })).map(([kind, depth]) => `__DEEP_${kind}_${depth}__`),
  fc.integer({ min: 501, max: 3_000 }).map((n) => Array.from({ length: n }, () => 0)),
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(nastyString, nastyNumber, nastyStructure, fc.boolean(), fc.constant(null));

/** Any JSON, keyed by the names request schemas use, so some of it lands in real fields. */
const anyJson = (keys: string[]) =>
  fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      nastyValue,
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(fc.oneof(fc.constantFrom(...keys), nastyString), tie('value'), { maxKeys: 5 }),
    ),
  })).value;

type Path = (string | number)[];
const pathsOf = (value: unknown, path: Path = []): Path[] => [
  path,
  ...(Array.isArray(value)
    ? value.flatMap((v, i) => pathsOf(v, [...path, i]))
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...path, k]))
      : []),
];
const valueAt = (value: unknown, path: Path): unknown => path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], value);
const withValueAt = (value: unknown, path: Path, replacement: unknown): unknown => {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  (valueAt(copy, path.slice(0, -1)) as Record<string | number, unknown>)[path.at(-1)!] = replacement;
  return copy;
};
const UNSTORABLE_INSERTS = ['\u0000', '\ud800', '\udc00', '\u0000\ud800'];

/**
 * A body the app accepted, changed in one place: a value swapped for a nasty one, wrapped in an
 * array or an object, or (in a string) NUL or a lone surrogate slipped in; sometimes twice.
 */
function mutated(body: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(body);
  const once = (v: unknown) =>
    fc
      .tuple(fc.constantFrom(...pathsOf(v)), fc.nat(3), nastyValue, fc.constantFrom(...UNSTORABLE_INSERTS), fc.nat())
      .map(([path, mode, nasty, insert, at]) => {
        const current = valueAt(v, path);
        if (mode === 0 && typeof current === 'string')
          return withValueAt(v, path, current.slice(0, at % (current.length + 1)) + insert + current.slice(at % (current.length + 1)));
        if (mode === 1) return withValueAt(v, path, [current]);
        if (mode === 2) return withValueAt(v, path, { value: current });
        return withValueAt(v, path, nasty);
      });
  return paths.length ? fc.oneof(once(body), once(body).chain(once)) : nastyValue;
}

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
};

/** Bodies shaped like `schema`, where any value may be swapped for a nasty one (1 in 4). */
function shaped(schema: JsonSchema, known: { uuids: string[]; strings: string[] }): fc.Arbitrary<unknown> {
  const valid = ((): fc.Arbitrary<unknown> => {
    if (schema.enum) return fc.constantFrom(...schema.enum);
    if (schema.const !== undefined) return fc.constant(schema.const);
    const options = schema.anyOf ?? schema.oneOf;
    if (options?.length) return fc.oneof(...options.map((o) => shaped(o, known)));
    switch (schema.type) {
      case 'object': {
        const props = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, shaped(v, known)]));
        const record = fc.record(props, { requiredKeys: (schema.required ?? []).filter((k) => k in props) });
        const extra =
          typeof schema.additionalProperties === 'object'
            ? fc.dictionary(nastyString, shaped(schema.additionalProperties, known), { maxKeys: 3 })
            : fc.constant({});
        return fc
          .tuple(record, extra, fc.option(fc.dictionary(nastyString, nastyValue, { maxKeys: 2 }), { freq: 4 }))
          .map(([r, e, x]) => ({ ...e, ...x, ...r }));
      }
      case 'array':
        return fc.array(schema.items ? shaped(schema.items, known) : nastyValue, { maxLength: 4 });
      case 'string':
        if (schema.format === 'uuid') return fc.oneof(fc.constantFrom(...known.uuids), fc.uuid());
        return fc.oneof(fc.constantFrom(...known.strings), fc.string({ maxLength: Math.min(schema.maxLength ?? 20, 20) }));
      case 'number':
      case 'integer':
        return fc.integer({ min: Math.max(schema.minimum ?? -10, -1e6), max: Math.min(schema.maximum ?? 1e6, 1e6) });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      default:
        return nastyValue;
    }
  })();
  return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: nastyValue });
}

/** Every zod schema exported from src/shared/schemas, as JSON Schema (the shapes request bodies take). */
async function sharedSchemas(): Promise<JsonSchema[]> {
  const dir = new URL('../../src/shared/schemas/', import.meta.url);
  const modules = await Promise.all(
    readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => import(new URL(f, dir).href) as Promise<Record<string, unknown>>),
  );
  return modules
    .flatMap((m) => Object.values(m))
    .filter((v): v is z.ZodType => v instanceof z.ZodType)
    .map((s) => z.toJSONSchema(s, { unrepresentable: 'any', io: 'input' }) as JsonSchema);
}

const propertyNames = (schema: JsonSchema): string[] => [
  ...Object.keys(schema.properties ?? {}),
  ...Object.values(schema.properties ?? {}).flatMap(propertyNames),
  ...(schema.items ? propertyNames(schema.items) : []),
  ...(schema.anyOf ?? schema.oneOf ?? []).flatMap(propertyNames),
];

function badBodies(schemas: JsonSchema[], known: { uuids: string[]; strings: string[] }, corpus: unknown[]): fc.Arbitrary<BadBody> {
  const keys = [...new Set(schemas.flatMap(propertyNames))];
  const value = fc.oneof(
    { weight: corpus.length ? 4 : 0, arbitrary: corpus.length ? fc.constantFrom(...corpus).chain(mutated) : fc.constant(null) },
    { weight: 4, arbitrary: fc.oneof(...schemas.map((s) => shaped(s, known))) },
    { weight: 2, arbitrary: anyJson(keys) },
  );
  const json = value
    .map((v) => JSON.stringify(v) ?? 'null')
    .map((text) =>
      text
        .replaceAll(HUGE_NUMBER, '1e999')
        .replace(DEEP, (_, kind: string, n: string) =>
          kind === 'OBJECT' ? '{"a":'.repeat(+n) + '1' + '}'.repeat(+n) : '['.repeat(+n) + ']'.repeat(+n),
        ),
    );
  const malformed = fc.oneof(
    fc.constantFrom(
      '',
      '{',
      '{"a":',
      '[1,]',
      '{"a":1,}',
      "{'a':1}",
      'undefined',
      'NaN',
      '\u0000',
      '{"__proto__":{"x":1}}',
      '{"constructor":{"prototype":{"x":1}}}',
      '{"a":1,"a":2}',
      '"\\ud800"',
      '{"a":"\\u0000"}',
      '\ufeff{}',
    ),
    json.map((text) => text.slice(0, Math.max(0, text.length - 1))),
  );
  return fc.oneof(
    { weight: 12, arbitrary: json.map((text) => ({ text, contentType: 'application/json' })) },
    { weight: 2, arbitrary: malformed.map((text) => ({ text, contentType: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          json,
          fc.constantFrom(
            'text/plain',
            'application/json; charset=utf-16',
            'application/x-www-form-urlencoded',
            'application/octet-stream',
            'multipart/form-data',
          ),
        )
        .map(([text, contentType]) => ({ text, contentType })),
    },
  );
}

// --- The property -------------------------------------------------------------------------------

/** `{ code, message }` with a snake_case code, as every refusal of the app. */
function isAppError(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    return (
      Object.keys(parsed).join() === 'code,message' && /^[a-z][a-z_]+$/.test(String(parsed.code)) && typeof parsed.message === 'string'
    );
  } catch {
    return false;
  }
}

describe(`bad bodies on every JSON route on ${testDriver()}`, () => {
  let app: FastifyInstance;
  let signedIn: Browser;
  let routes: Route[];
  let bodiesFor: (route: Route) => fc.Arbitrary<BadBody>;
  const statuses = new Map<number, number>();

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '10000000' }, { adminToken: ADMIN_TOKEN });
    signedIn = await signIn(app);
    expect((await completeAssessment(signedIn)).statusCode).toBe(200);
    // A few bodies the app accepts, recorded as sent, for the mutations to start from.
    const corpus = new Map<string, unknown[]>();
    const accepted = async (url: string, payload: Record<string, unknown>) => {
      const res = await signedIn.request({ method: 'POST', url, payload });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      corpus.set(url, [...(corpus.get(url) ?? []), payload]);
      return res.headers['content-type']?.toString().startsWith('text/event-stream') ? res.body : res.json();
    };
    const { session_id } = await accepted('/api/assessment/start', {});
    const scene = SCENES[0]!;
    await accepted('/api/assessment/responses', {
      session_id,
      scene_data: {
        scene_id: scene.id,
        option_selected: scene.options[0]!.value,
        reaction_time_ms: 2400,
        behavioral_events: [{ event_type: 'hesitation', event_data: { duration_ms: 900, note: 'paused' }, timestamp_ms: 12 }],
        micro_response: { probe_type: 'confidence', question: 'How sure?', answer: 'Quite sure' },
      },
    });
    const { match } = await accepted('/api/simulation/match', {});
    await accepted('/api/simulation/conversation', { matchProfile: match, seed: 1 });
    await accepted('/api/simulation/run', { personaA: match.persona, seed: 2, windows_per_day: 2, turns_per_window: 2 });
    // The phone's chat cookie too, so the chat's routes get past their 401 (a link opened in this jar).
    const link = await accepted('/api/mobile-chat/links', {});
    await accepted('/api/mobile-chat/session', { token: new URL(link.url).searchParams.get('token') });
    await accepted('/api/mobile-chat/messages', { content: 'hello Maya', client_id: 'bad-bodies-corpus-1' });
    const known = {
      uuids: [session_id as string, link.id as string],
      strings: SCENES.flatMap((s) => [s.id, ...s.options.map((o) => o.value)]),
    };
    const schemas = await sharedSchemas();
    bodiesFor = (route) => badBodies(schemas, known, corpus.get(route.url) ?? []);
    routes = routeTable(app)
      .filter((r) => BODY_METHODS.includes(r.method) && !NON_JSON_ROUTES.some((p) => p.test(r.url)))
      .sort((a, b) => ROUTES_LAST.indexOf(a.url) - ROUTES_LAST.indexOf(b.url));
  }, 60_000);
  afterAll(async () => {
    console.info(
      `bad bodies on ${testDriver()}: ${routes.length} routes ` +
        `(${routes.map((r) => `${r.method} ${r.url}`).join(', ')}), statuses ` +
        `${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
    );
    await app.close();
  });

  it('finds the JSON routes in the route table', () => {
    // A guard on the parsing, not the list under test: the real table has more than these.
    expect(routes.length).toBeGreaterThanOrEqual(20);
    for (const url of ['/api/assessment/responses', '/api/simulation/run', '/api/auth/callback', '/api/admin/invite'])
      expect(routes.map((r) => r.url)).toContain(url);
  });

  const sendAll = async (route: Route, who: Browser, headers: Record<string, string>) => {
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(bodiesFor(route), { minLength: BATCH, maxLength: BATCH }), async (batch) => {
        const responses = await Promise.all(
          batch.map((body) =>
            who.request({
              method: route.method as 'POST',
              url: route.url,
              payload: body.text,
              headers: { ...headers, 'content-type': body.contentType },
            }),
          ),
        );
        sent += batch.length;
        for (const res of responses) statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const failed = responses.findIndex((res) => res.statusCode >= 500);
        if (failed >= 0)
          throw new Error(
            `${route.method} ${route.url} answered ${responses[failed]!.statusCode}: ` +
              `${responses[failed]!.body.slice(0, 200)} for ${batch[failed]!.text.slice(0, 300)}`,
          );
        // Issue 30 item 4: every refusal in the app's own shape, never the framework's FST_ERR_* code.
        const foreign = responses.findIndex((res) => res.statusCode >= 400 && !isAppError(res.body));
        if (foreign >= 0)
          throw new Error(
            `${route.method} ${route.url} answered ${responses[foreign]!.statusCode} ` +
              `${responses[foreign]!.body.slice(0, 200)} for ${batch[foreign]!.text.slice(0, 300)}`,
          );
      }),
      { seed: SEED, numRuns: Math.ceil(BODIES_PER_ROUTE / BATCH), endOnFailure: true },
    );
    return sent;
  };

  it('answers every bad body below 500, signed out', async () => {
    const anonymous = browser(app);
    for (const route of routes) expect(await sendAll(route, anonymous, {})).toBeGreaterThanOrEqual(BODIES_PER_ROUTE);
  }, 240_000);

  it('answers every bad body below 500, signed in with a profile (and the admin token)', async () => {
    for (const route of routes)
      expect(await sendAll(route, signedIn, { authorization: `Bearer ${ADMIN_TOKEN}` })).toBeGreaterThanOrEqual(BODIES_PER_ROUTE);
  }, 240_000);
});
