import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BODY_LIMIT } from '../../src/server/app';
import { testDriver } from '../setup/test-db';
import { newChatLink, phoneWith, recording, sendVoice } from './helpers/mobile-chat';
import { browser, signIn, type Browser } from './helpers/sign-in';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

/** The app's error shape: exactly a snake_case code and a message (no FST_ERR_* from the framework). */
const appError = (code: string) => ({ code, message: expect.stringMatching(/\S/) });

/**
 * Issue 30 item 4: a body the framework cannot read (malformed or empty JSON, a content type no
 * route takes, too large) answers in the app's own `{ code, message }` shape, as every other
 * validation error does, not with the framework's code.
 */
describe(`bodies the framework cannot read on ${testDriver()} (issue 30 item 4)`, () => {
  let app: FastifyInstance;
  let visitor: Browser;
  beforeAll(async () => {
    app = await createTestApp();
    visitor = browser(app);
  });
  afterAll(async () => app.close());

  /** A public JSON route: the phone's link exchange. */
  const post = (payload: string, contentType = 'application/json') =>
    visitor.request({ method: 'POST', url: '/api/mobile-chat/session', payload, headers: { 'content-type': contentType } });

  it('answers malformed JSON like any other invalid body: 400 invalid_request with a message, nothing else', async () => {
    const invalid = await post('{}');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual(appError('invalid_request'));
    for (const text of ['{"a":', '{"token":"x",}', "{'token':'x'}", 'undefined', '{"__proto__":{"x":1}}']) {
      const res = await post(text);
      expect(res.statusCode, text).toBe(400);
      expect(res.json(), text).toEqual({ code: 'invalid_request', message: 'Invalid body: not valid JSON' });
      expect(Object.keys(res.json()), text).toEqual(Object.keys(invalid.json()));
    }
  });

  it('answers an empty JSON body with 400 invalid_request', async () => {
    const res = await post('');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'invalid_request', message: 'Invalid body: empty, but sent as JSON' });
  });

  it('answers a body shorter than its Content-Length with 400 invalid_request', async () => {
    const res = await visitor.request({
      method: 'POST',
      url: '/api/mobile-chat/session',
      payload: '{"token":"x"}',
      headers: { 'content-type': 'application/json', 'content-length': '40' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'invalid_request', message: 'Invalid body: its length does not match Content-Length' });
  });

  it('answers a content type no route reads with 415 unsupported_media_type', async () => {
    for (const type of ['text/xml', 'application/octet-stream', 'multipart/form-data; boundary=x']) {
      const res = await post('<token>x</token>', type);
      expect(res.statusCode, type).toBe(415);
      expect(res.json(), type).toEqual({ code: 'unsupported_media_type', message: 'Unsupported content type.' });
    }
  });

  it('answers a body over the limit with 413 payload_too_large', async () => {
    const res = await post(JSON.stringify({ token: 'x'.repeat(API_BODY_LIMIT) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'payload_too_large', message: 'The request body is too large.' });
  });

  it("answers a recording over the voice route's own limit with 413 payload_too_large", async () => {
    const { phone } = await phoneWith(app, (await newChatLink(await signIn(app))).token);
    const { res } = await sendVoice(phone, recording(61_000));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(appError('payload_too_large'));
  });
});
