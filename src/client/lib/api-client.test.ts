import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, api } from './api-client';

const answer = (status: number, body?: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status })),
  );

const schema = z.object({ invited: z.boolean() });

describe('api', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('parses the answer with its schema (unknown keys dropped)', async () => {
    answer(200, { invited: true, extra: 'x' });
    await expect(api('/api/invite/status', { schema })).resolves.toEqual({ invited: true });
  });

  it('hands the answer on as received when asked, after checking it', async () => {
    answer(200, { invited: false, extra: 'x' });
    await expect(api('/api/x', { schema, asReceived: true })).resolves.toEqual({ invited: false, extra: 'x' });
  });

  it('refuses an answer that does not match the schema', async () => {
    answer(200, { invited: 'yes' });
    const error = await api('/api/x', { schema, invalidMessage: 'Invalid match response format' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Invalid match response format', status: 200, code: 'invalid_response' });
  });

  it("turns a refusal into an ApiError with the server's message and code", async () => {
    answer(401, { code: 'not_signed_in', message: 'Please log in to continue' });
    await expect(api('/api/x', { schema })).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
      code: 'not_signed_in',
      message: 'Please log in to continue',
    });
  });

  it('accepts an empty 204 when the schema says there is no body', async () => {
    answer(204);
    await expect(api('/api/auth/signout', { method: 'POST', body: {}, schema: z.undefined() })).resolves.toBeUndefined();
  });

  it('sends JSON with the method implied by the body', async () => {
    answer(200, { invited: true });
    await api('/api/x', { schema, body: { a: 1 } });
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      body: '{"a":1}',
      headers: { 'content-type': 'application/json' },
    });
  });
});
