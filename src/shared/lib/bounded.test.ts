import { describe, expect, it } from 'vitest';
import { boundedJsonObject, jsonProblem, safeText } from './bounded';

const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

describe('safeText: request strings PostgreSQL can store', () => {
  it('accepts ordinary text up to the cap, refuses longer text, NUL and lone surrogates', () => {
    const name = safeText(10);
    expect(name.parse('Zoë 😀')).toBe('Zoë 😀');
    expect(name.safeParse('x'.repeat(11)).success).toBe(false);
    expect(name.safeParse('a\u0000b').success).toBe(false);
    expect(name.safeParse('a\ud800').success).toBe(false);
    expect(name.safeParse('\udc00').error?.issues[0]?.message).toMatch(/cannot be stored/);
  });
});

describe('bounded JSON', () => {
  it('accepts small plain JSON', () => {
    expect(boundedJsonObject().parse({ x: [1, 'two', null, true, { y: 3 }] })).toEqual({ x: [1, 'two', null, true, { y: 3 }] });
    expect(jsonProblem(nested(8))).toBeNull();
  });

  it('refuses deep nesting without walking it (5,000 and 1,000,000 levels)', () => {
    expect(jsonProblem(nested(9))).toMatch(/nested deeper than 8/);
    expect(boundedJsonObject().safeParse({ x: nested(5000) }).success).toBe(false);
    let array: unknown = [];
    for (let i = 0; i < 1_000_000; i++) array = [array];
    expect(boundedJsonObject().safeParse({ x: array }).success).toBe(false);
  });

  it('refuses too many values, long strings or keys, and unstorable text anywhere', () => {
    expect(jsonProblem(Array.from({ length: 300 }, (_, i) => i))).toMatch(/more than 200 values/);
    expect(jsonProblem({ s: 'x'.repeat(501) })).toMatch(/string longer/);
    expect(jsonProblem({ ['k'.repeat(101)]: 1 })).toMatch(/key longer/);
    expect(jsonProblem({ a: ['\u0000'] })).toMatch(/cannot be stored/);
    expect(jsonProblem({ 'a\ud800': 1 })).toMatch(/cannot be stored/);
    expect(jsonProblem(Number.POSITIVE_INFINITY)).toMatch(/not finite/);
    expect(boundedJsonObject({ maxDepth: 2 }).safeParse({ a: [] }).success).toBe(true);
    expect(boundedJsonObject({ maxDepth: 2 }).safeParse({ a: [[]] }).success).toBe(false);
  });
});
