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
