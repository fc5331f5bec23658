import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { errorHandler } from './error-handler';

const app = Fastify();
errorHandler(app);
const fail = (statusCode: number, code: string, message: string) => Object.assign(new Error(message), { statusCode, code });
app.get('/upstream', async () => {
  throw fail(502, 'send_failed', 'Unable to send verification message. Please try again.');
});
app.get('/crash', async () => {
  throw new Error('secret internals');
});
app.get('/fastify-5xx', async () => {
  throw Object.assign(new Error('socket hang up'), { statusCode: 503, code: 'FST_ERR_SOMETHING' });
});
app.get('/framework-4xx/:status', async (req) => {
  throw Object.assign(new Error('FST internals'), {
    statusCode: Number((req.params as { status: string }).status),
    code: 'FST_ERR_SOMETHING',
  });
});
app.get('/refused', async () => {
  throw Object.assign(new Error('This link has already been used.'), { statusCode: 409, code: 'link_used' });
});
app.get('/write-interrupted', async () => {
  const driverError = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
  throw Object.assign(new Error('Failed query: update "profiles" set "flow_marks" = $1\nparams: secret'), {
    query: 'update "profiles" set "flow_marks" = $1',
    cause: driverError,
  });
});
app.get('/ai-socket-reset', async () => {
  throw Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
});
afterAll(() => app.close());

describe('error handler', () => {
  it("keeps a route's own 502 with its catalogue message", async () => {
    const res = await app.inject('/upstream');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ code: 'send_failed', message: 'Unable to send verification message. Please try again.' });
  });

  it("keeps a route's own 4xx code and message", async () => {
    const res = await app.inject('/refused');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'link_used', message: 'This link has already been used.' });
  });

  it("never answers a 4xx with a framework's code or message: the app's own shape", async () => {
    const bad = await app.inject('/framework-4xx/400');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 'invalid_request', message: 'Invalid request' });
    const other = await app.inject('/framework-4xx/404');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ code: 'bad_request', message: 'Something went wrong. Please try again.' });
  });

  it('answers anything else as a plain 500 without internals', async () => {
    for (const url of ['/crash', '/fastify-5xx']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ code: 'internal_error', message: 'Something went wrong. Please try again.' });
    }
  });

  it('answers a query whose database connection was lost with 503 and Retry-After, in the app error shape', async () => {
    const res = await app.inject('/write-interrupted');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toEqual({
      code: 'database_unavailable',
      message: 'The service was briefly interrupted. Please try again in a moment.',
    });
  });

  it('keeps a lost socket that is not the database a 500', async () => {
    expect((await app.inject('/ai-socket-reset')).statusCode).toBe(500);
  });
});
