import type { FastifyInstance } from 'fastify';
import { encodeWav } from '../../../src/shared/lib/wav';
import { parseSse, readSse, type ReadOptions, type SseEvent } from './sse';
import { browser, type Browser } from './sign-in';

/** A desktop's new chat link: its id, URL and token. */
export async function newChatLink(desktop: Browser) {
  const res = await desktop.request({ method: 'POST', url: '/api/mobile-chat/links', payload: {} });
  if (res.statusCode !== 200) throw new Error(`link failed: ${res.statusCode} ${res.body}`);
  const link = res.json() as { id: string; url: string; expires_at: string };
  return { ...link, token: new URL(link.url).searchParams.get('token')! };
}

/** A phone (no sign-in) that opened `token`. */
export async function phoneWith(app: FastifyInstance, token: string) {
  const phone = browser(app);
  const res = await phone.request({
    method: 'POST',
    url: '/api/mobile-chat/session',
    payload: { token },
    headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Version/17.4 Mobile/15E148 Safari/604.1' },
  });
  return { phone, res };
}

let sent = 0;
export const clientId = () => `test-${process.pid}-${++sent}-${Math.random().toString(36).slice(2, 8)}`;

/** Sends a chat message and reads the whole event stream (app.inject waits for its end). */
export async function send(phone: Browser, content: string, id = clientId()) {
  const res = await phone.request({ method: 'POST', url: '/api/mobile-chat/messages', payload: { content, client_id: id } });
  return { res, events: res.statusCode === 200 ? parseSse(res.body).events : ([] as SseEvent[]) };
}

/** A recording as the chat makes it: 24 kHz mono 16-bit, `ms` long, a quiet tone. */
export const recording = (ms: number, sampleRate = 24_000) =>
  Buffer.from(
    encodeWav(
      new Float32Array(Math.round((sampleRate * ms) / 1000)).map((_, i) => 0.2 * Math.sin(i / 8)),
      sampleRate,
    ),
  );

export async function sendVoice(phone: Browser, wav: Buffer, id = clientId(), contentType = 'audio/wav') {
  const res = await phone.request({
    method: 'POST',
    url: `/api/mobile-chat/voice?client_id=${id}`,
    payload: wav,
    headers: { 'content-type': contentType },
  });
  return { res, events: res.statusCode === 200 ? parseSse(res.body).events : ([] as SseEvent[]) };
}

/**
 * The phone's chat over real HTTP, read as it streams (app.inject waits for the end of a response
 * and cannot leave halfway): a text message or a recording, with readSse's `max`, `onEvent` and `signal`.
 */
export function phoneOverHttp(base: string, phone: Browser) {
  const headers = (path: string, contentType: string) => {
    const cookie = phone.jar.header(path);
    return { origin: phone.origin, 'content-type': contentType, ...(cookie ? { cookie } : {}) };
  };
  type Options = Pick<ReadOptions, 'max' | 'onEvent' | 'signal'>;
  return {
    send: (content: string, options: Options = {}, id = clientId()) =>
      readSse(`${base}/api/mobile-chat/messages`, {
        ...options,
        headers: headers('/api/mobile-chat/messages', 'application/json'),
        body: JSON.stringify({ content, client_id: id }),
      }),
    sendVoice: (wav: Buffer, options: Options = {}, id = clientId()) =>
      readSse(`${base}/api/mobile-chat/voice?client_id=${id}`, {
        ...options,
        headers: headers('/api/mobile-chat/voice', 'audio/wav'),
        body: Uint8Array.from(wav),
      }),
  };
}
