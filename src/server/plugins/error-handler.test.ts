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
});
