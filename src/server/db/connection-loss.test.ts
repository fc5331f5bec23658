import { describe, expect, it } from 'vitest';
import { TIMED_OUT, connectionLoss, describeQuery, failedQueryText, isReadOnly } from './connection-loss';

const queryError = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: secret'), { query: 'select 1', cause });

describe('connectionLoss', () => {
  it('names a server that ended the session, through the cause chain', () => {
    expect(connectionLoss(queryError(Object.assign(new Error('terminating connection'), { code: '57P01' })))).toBe('57P01');
    expect(connectionLoss(Object.assign(new Error('x'), { code: '08006' }))).toBe('08006');
    expect(connectionLoss(queryError(new Error('Connection terminated unexpectedly')))).toBe('Connection terminated unexpectedly');
    expect(connectionLoss(new Error('Client has encountered a connection error and is not queryable'))).toBe(
      'Client has encountered a connection error',
    );
    expect(connectionLoss(new Error('timeout exceeded when trying to connect'))).toBe(TIMED_OUT);
  });

  it('counts a socket errno only for an error that came from a query', () => {
    const reset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    expect(connectionLoss(queryError(reset))).toBe('ECONNRESET');
    expect(connectionLoss(reset, { fromQuery: true })).toBe('ECONNRESET');
    // An AI or mail call that lost its socket is not the database's.
    expect(connectionLoss(reset)).toBeNull();
  });

  it('leaves other failures alone', () => {
    expect(connectionLoss(queryError(Object.assign(new Error('duplicate key'), { code: '23505' })))).toBeNull();
    expect(connectionLoss(new Error('boom'))).toBeNull();
    expect(connectionLoss(undefined)).toBeNull();
  });
});

describe('isReadOnly', () => {
  it('is true for plain reads', () => {
    expect(isReadOnly('select "id" from "sessions" where "access_token_hash" = $1')).toBe(true);
    expect(isReadOnly('  SELECT 1')).toBe(true);
    expect(isReadOnly('show server_version')).toBe(true);
  });

  it('is false for writes, locking reads, WITH queries and reads with side effects', () => {
    expect(isReadOnly('update "profiles" set "flow_marks" = $1')).toBe(false);
    expect(isReadOnly('insert into "users" ("email") values ($1)')).toBe(false);
    expect(isReadOnly('select "id" from "refresh_tokens" where "token_hash" = $1 for update')).toBe(false);
    expect(isReadOnly('select * from t for no key update')).toBe(false);
    expect(isReadOnly('with x as (delete from t returning *) select * from x')).toBe(false);
    expect(isReadOnly("select nextval('s')")).toBe(false);
    expect(isReadOnly('select pg_advisory_xact_lock($1)')).toBe(false);
    expect(isReadOnly('begin')).toBe(false);
  });
});

describe('describeQuery', () => {
  it('names the verb and the tables, never the values', () => {
    expect(describeQuery('select "a" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where x = $1')).toBe(
      'select sessions, users',
    );
    expect(
      describeQuery(`update "profiles" set "flow_marks" = (select jsonb_agg(m) from jsonb_array_elements_text($1) m) where "user_id" = $2`),
    ).toBe('update profiles');
    expect(describeQuery('insert into "users" ("email") values ($1) on conflict ("subject") do update set "email" = $2')).toBe(
      'insert users',
    );
    expect(describeQuery("select 'ada@example.com'")).toBe('select');
  });
});

describe('failedQueryText', () => {
  it("is a DrizzleQueryError's query, else null", () => {
    expect(failedQueryText(new Error('x', { cause: queryError(new Error('y')) }))).toBe('select 1');
    expect(failedQueryText(new Error('x'))).toBeNull();
  });
});
