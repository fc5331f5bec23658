import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { twilioSignature } from '../../../src/server/modules/channels/testing';
import { ORIGIN } from './test-app';

const readBody = async (req: IncomingMessage) => {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body;
};

/** A local server that answers like Twilio's Messages endpoint, and remembers what it was asked. */
export async function fakeTwilio(status = 201) {
  const requests: { url: string; auth: string; form: URLSearchParams }[] = [];
  const server = createServer(async (req, res) => {
    requests.push({ url: req.url!, auth: req.headers.authorization ?? '', form: new URLSearchParams(await readBody(req)) });
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(status < 300 ? { sid: 'SM123', status: 'queued' } : { code: 21211, message: 'Invalid To' }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, close: () => server.close() };
}

export const TWILIO_AUTH_TOKEN = 'secret-token';
export const twilioConfig = (apiBase: string) => ({
  TWILIO_ACCOUNT_SID: 'AC1',
  TWILIO_AUTH_TOKEN,
  TWILIO_FROM: '+15005550006',
  TWILIO_API_BASE: apiBase,
});

/** A reply from a phone, as Twilio's signed inbound webhook delivers it (each with its own MessageSid unless given). */
export function replyFromPhone(app: FastifyInstance, phone: string, body: string, messageSid = `SM${randomUUID().replace(/-/g, '')}`) {
  const params = { From: `whatsapp:${phone}`, Body: body, MessageSid: messageSid };
  const signature = twilioSignature(TWILIO_AUTH_TOKEN, `${ORIGIN}/api/webhooks/twilio`, params);
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/twilio',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    payload: new URLSearchParams(params).toString(),
  });
}
