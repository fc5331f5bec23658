import { pathOf } from './api-path';

const MAX_CAUSE_DEPTH = 3;
const MAX_TEXT = 2000;
/** Fields safe to keep from any error: codes and names, never values. */
const SAFE_FIELDS = ['code', 'statusCode', 'status', 'severity', 'schema', 'table', 'column', 'constraint', 'routine'] as const;
const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[a-z]{2,}/gi;
/**
 * PostgreSQL quotes identifiers after these words and values elsewhere, e.g.
 * `invalid input syntax for type uuid: "ada@example.com"`, `value "x" is out of range`.
 */
const IDENTIFIER_KINDS =
  'constraint|relation|column|table|index|schema|function|sequence|view|trigger|type|role|database|extension|operator|cursor|savepoint|statement';
const QUOTED_VALUE = new RegExp(String.raw`(?<!\b(?:${IDENTIFIER_KINDS}) )"[^"]*"`, 'gi');
const SQL_STRING_LITERAL = /'(?:[^']|'')*'/g;

export type SerializedError = { type: string; message: string; stack?: string; query?: string; cause?: SerializedError } & Record<
  string,
  unknown
>;

/**
 * pino's `err` serializer: type, message, stack frames, SQL error code and names, and the cause
 * chain, but never the values a failed query carried. DrizzleQueryError's message is
 * "Failed query: <sql>\nparams: <values>" and its `params` hold e-mail addresses, names and free
 * text; a driver error's `detail` ("Key (email)=(…) already exists") and quoted values hold them too.
 */
export function serializeError(err: unknown, depth = 0): SerializedError | unknown {
  if (!(err instanceof Error)) return typeof err === 'string' ? redactText(err) : err;
  const type = err.constructor?.name && err.constructor.name !== 'Error' ? err.constructor.name : err.name;
  const message = redactMessage(err.message);
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const out: SerializedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  const fields = err as unknown as Record<string, unknown>;
  for (const field of SAFE_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (typeof fields.query === 'string') out.query = redactSql(fields.query);
  if (err.cause !== undefined && depth < MAX_CAUSE_DEPTH) out.cause = serializeError(err.cause, depth + 1) as SerializedError;
  return out;
}

function redactMessage(message: string): string {
  const failedQuery = /^Failed query: ([\s\S]*?)\nparams: [\s\S]*$/.exec(message);
  if (failedQuery) return `Failed query: ${redactSql(failedQuery[1]!)}`;
  return redactText(message);
}

/** An error already made text (`String(err)`: "Error: Failed query: <sql>\nparams: <values>") loses its values too. */
const FAILED_QUERY_PARAMS = /\nparams: [\s\S]*$/;

const redactText = (text: string) =>
  text.replace(FAILED_QUERY_PARAMS, '').slice(0, MAX_TEXT).replace(QUOTED_VALUE, '"…"').replace(EMAIL, '[email]');
const redactSql = (sql: string) => sql.slice(0, MAX_TEXT).replace(SQL_STRING_LITERAL, "'…'");

/** pino's `req` serializer: method and path, never the query string, headers or address. */
export function serializeRequest(req: { method?: string; url?: string; routeOptions?: { url?: string } }) {
  return { method: req.method, url: pathOf(req.url ?? ''), route: req.routeOptions?.url };
}
