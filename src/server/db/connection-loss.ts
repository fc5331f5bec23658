/**
 * What a failed query says about the connection it ran on: pure functions over errors and SQL text,
 * used by the pool (retry a read once) and the error handler (503 instead of 500).
 */

/** SQLSTATEs of a server that ended the session: admin_shutdown, crash_shutdown, cannot_connect_now; class 08 is connection_exception. */
const LOST_STATES = new Set(['57P01', '57P02', '57P03']);
const LOST_ERRNOS = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
/** node-postgres's own messages for a socket that closed under a query, or a client already broken. */
const LOST_MESSAGES = new RegExp(
  `^(${[
    'Connection terminated',
    'Client has encountered a connection error and is not queryable',
    'Client was closed and is not queryable',
    'timeout exceeded when trying to connect',
  ].join('|')})`,
);

/** What connectionLoss() answers when the pool found no connection in time. */
export const TIMED_OUT = 'timeout exceeded';

const MAX_CAUSES = 5;

/** The error and its causes (DrizzleQueryError wraps the driver's error in `cause`). */
function* causes(error: unknown): Generator<object> {
  for (
    let cause = error, hops = 0;
    cause && typeof cause === 'object' && hops < MAX_CAUSES;
    cause = (cause as { cause?: unknown }).cause, hops++
  ) {
    yield cause;
  }
}

/**
 * The SQLSTATE, errno or node-postgres message that says the connection was lost, or null when it is
 * another failure. A socket errno (ECONNRESET…) counts only for an error known to come from a query
 * (`fromQuery`, by default: a DrizzleQueryError in the chain): an AI or mail call fails with those too.
 */
export function connectionLoss(error: unknown, { fromQuery = failedQueryText(error) !== null } = {}): string | null {
  for (const cause of causes(error)) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && (LOST_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || (fromQuery && LOST_ERRNOS.has(code))))
      return code;
    const message = (cause as { message?: unknown }).message;
    if (typeof message === 'string' && LOST_MESSAGES.test(message)) return message.replace(/ and .*| when .*/, '');
  }
  return null;
}

/**
 * True for a statement that only reads, so running it again changes nothing: SELECT (without
 * FOR UPDATE/SHARE, which belongs to a transaction) and VALUES/SHOW/TABLE. NOTE: a WITH query or a
 * SELECT calling a function with side effects (nextval, pg_advisory_lock) is treated as a write.
 */
/** A select that takes row locks, or calls a function with side effects, is not a read to repeat. */
const LOCKING_CLAUSE = /\bfor\s+(update|no\s+key\s+update|share|key\s+share)\b/;
const WRITING_FUNCTION = /\b(nextval|setval|pg_advisory\w*|set_config|pg_terminate_backend|pg_cancel_backend)\s*\(/;

export function isReadOnly(sqlText: string): boolean {
  const text = sqlText.trimStart().toLowerCase();
  if (!/^(select|values|show|table)\b/.test(text)) return false;
  return !LOCKING_CLAUSE.test(text) && !WRITING_FUNCTION.test(text);
}

/**
 * Names a statement for the log without its values: the verb and the tables it reads or writes,
 * e.g. `select users, profiles, personality_profiles`. Parameters are placeholders ($1) in the text,
 * but the text may hold literals, so the text itself is never logged.
 */
export function describeQuery(sqlText: string): string {
  const verb = /^\s*(\w+)/.exec(sqlText)?.[1]?.toLowerCase() ?? 'query';
  const tables = new Set<string>();
  for (const match of sqlText.matchAll(/\b(?:from|join|into|(?<!\b(?:do|for|key)\s+)update)\s+"?([a-z_][a-z0-9_]*)\b"?(?!\s*\()/gi))
    tables.add(match[1]!.toLowerCase());
  return tables.size ? `${verb} ${[...tables].join(', ')}` : verb;
}

/** The SQL text of the query an error came from (DrizzleQueryError's `query`), or null. */
export function failedQueryText(error: unknown): string | null {
  for (const cause of causes(error)) {
    const query = (cause as { query?: unknown }).query;
    if (typeof query === 'string') return query;
  }
  return null;
}
