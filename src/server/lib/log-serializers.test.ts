import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { serializeError, serializeRequest } from './log-serializers';

/** What node-postgres throws: a DatabaseError carrying the values in `detail` and its client (with the password). */
function pgError(message: string, fields: Record<string, unknown>) {
  return Object.assign(new Error(message), {
    name: 'error',
    severity: 'ERROR',
    ...fields,
    client: { connectionParameters: { user: 'maya', password: 'hunter2' } },
  });
}

describe('the err log serializer keeps codes and drops values', () => {
  it('cuts the params out of a failed query, keeps the SQL and the driver error code', () => {
    const cause = pgError('duplicate key value violates unique constraint "users_email_key"', {
      code: '23505',
      constraint: 'users_email_key',
      table: 'users',
      detail: 'Key (email)=(ada@example.com) already exists.',
    });
    const err = new DrizzleQueryError(
      'insert into "users" ("email", "name") values ($1, $2)',
      ['ada@example.com', 'Ada\nparams: Lovelace'],
      cause,
    );
    const out = serializeError(err);
    const text = JSON.stringify(out);
    for (const secret of ['ada@example.com', 'Lovelace', 'hunter2', 'Key (email)']) expect(text).not.toContain(secret);
    expect(out).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into "users" ("email", "name") values ($1, $2)',
      query: 'insert into "users" ("email", "name") values ($1, $2)',
      cause: {
        code: '23505',
        constraint: 'users_email_key',
        table: 'users',
        message: 'duplicate key value violates unique constraint "users_email_key"',
      },
    });
    expect((out as { stack: string }).stack).toMatch(
      /^DrizzleQueryError: Failed query: insert into "users" \("email", "name"\) values \(\$1, \$2\)\n\s+at /,
    );
  });

  it('cuts the params out of a failed query already made text (String(err)), as the messenger loop once logged it', () => {
    const err = new DrizzleQueryError('select "id" from "users" where "email" = $1', ['ada@example.com', 'Lovelace'], new Error('boom'));
    const out = serializeError(String(err));
    expect(out).toBe('Error: Failed query: select "…" from "…" where "…" = $1');
    expect(JSON.stringify(out)).not.toMatch(/params|Lovelace|ada@example\.com/);
  });

  it('redacts values PostgreSQL quotes back in its message, string literals in SQL, and e-mail addresses anywhere', () => {
    expect(serializeError(pgError('invalid input syntax for type uuid: "ada@example.com"', { code: '22P02' }))).toMatchObject({
      message: 'invalid input syntax for type uuid: "…"',
      code: '22P02',
    });
    expect(serializeError(pgError('value "123456789012" is out of range for type integer', { code: '22003' }))).toMatchObject({
      message: 'value "…" is out of range for type integer',
    });
    expect(serializeError(pgError('relation "profiles" does not exist', { code: '42P01' }))).toMatchObject({
      message: 'relation "profiles" does not exist',
    });
    expect(
      serializeError(new DrizzleQueryError("select * from users where email = 'ada@example.com'", [], undefined as unknown as Error)),
    ).toMatchObject({ message: "Failed query: select * from users where email = '…'" });
    expect(serializeError(new Error('no account for grace@example.org'))).toMatchObject({ message: 'no account for [email]' });
  });

  it('logs a request as method and path only', () => {
    expect(serializeRequest({ method: 'GET', url: '/auth/callback?code=abc&state=def', routeOptions: {} })).toEqual({
      method: 'GET',
      url: '/auth/callback',
      route: undefined,
    });
  });
});
