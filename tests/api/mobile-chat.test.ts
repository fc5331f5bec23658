import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { hashToken } from '../../src/server/lib/tokens';
import { createAiEngine, type AiEngine } from '../../src/server/modules/ai';
import type { SpeechServices } from '../../src/server/modules/conversation';
import { readWavFormat } from '../../src/shared/lib/wav';
import { CHAT_FALLBACK_REPLY, MOBILE_CHAT_ERRORS, VOICE_PLACEHOLDER } from '../../src/shared/schemas/mobile-chat';
import { getTestDatabase, testDriver } from '../setup/test-db';
import { completeAssessment } from './helpers/assessment';
import { clientId, newChatLink, phoneWith, recording, send, sendVoice } from './helpers/mobile-chat';
import { browser, signIn, type Browser } from './helpers/sign-in';
import { createTestApp, ORIGIN, testConfig } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const db = async () => (await getTestDatabase()).db;
const cookieLine = (res: { headers: Record<string, unknown> }) =>
  [res.headers['set-cookie'] ?? []]
    .flat()
    .map(String)
    .find((c) => c.startsWith('maya_chat='));

describe(`mobile chat links on ${testDriver()}`, () => {
  let app: FastifyInstance;
  let desktop: Browser;
  beforeEach(async () => {
    app = await createTestApp();
    desktop = await signIn(app);
  });
  afterEach(async () => app.close());

  it('makes a 24 h link to PUBLIC_URL/mobile-chat whose 256-bit token is stored only as a hash', async () => {
    const link = await newChatLink(desktop);
    expect(link.url).toMatch(new RegExp(`^${ORIGIN}/mobile-chat\\?token=[\\w-]{43}$`));
    expect(Date.parse(link.expires_at) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    const rows = await (await db()).select().from(t.mobileChatSessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(link.token));
    expect(JSON.stringify(rows)).not.toContain(link.token);
  });

  it('exchanges the token once for an httpOnly cookie bound to the session', async () => {
    const link = await newChatLink(desktop);
    const { phone, res } = await phoneWith(app, link.token);
    expect(res.statusCode).toBe(200);
    expect(cookieLine(res)).toMatch(/HttpOnly/);
    expect(cookieLine(res)).toMatch(/SameSite=Strict/);
    expect(cookieLine(res)).toMatch(/Path=\/api\/mobile-chat/);
    const session = res.json().session;
    expect(session).toMatchObject({
      id: link.id,
      name: 'Ada',
      expires_at: link.expires_at,
      conversation_history: [],
      voice: { transcription: false, speech: false },
    });

    // The phone's reload: the cookie, no token.
    expect((await phone.request({ method: 'GET', url: '/api/mobile-chat/session' })).json().session.id).toBe(link.id);
    // The same phone tapping the link again keeps its chat.
    expect((await phone.request({ method: 'POST', url: '/api/mobile-chat/session', payload: { token: link.token } })).statusCode).toBe(200);
    // A second device is refused.
    const second = await phoneWith(app, link.token);
    expect(second.res.statusCode).toBe(401);
    expect(second.res.json()).toEqual(MOBILE_CHAT_ERRORS.invalidLink);
    expect(cookieLine(second.res)).toBeUndefined();
  });

  it("refuses unknown links as 'Invalid Link' and expired ones as 'Session Expired'", async () => {
    expect((await phoneWith(app, 'x'.repeat(43))).res.json()).toEqual(MOBILE_CHAT_ERRORS.invalidLink);
    const link = await newChatLink(desktop);
    await (
      await db()
    )
      .update(t.mobileChatSessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(t.mobileChatSessions.id, link.id));
    const expired = await phoneWith(app, link.token);
    expect(expired.res.statusCode).toBe(410);
    expect(expired.res.json()).toEqual(MOBILE_CHAT_ERRORS.sessionExpired);
  });

  it('answers a phone whose session expired with 410 and clears its cookie', async () => {
    const link = await newChatLink(desktop);
    const { phone } = await phoneWith(app, link.token);
    await (
      await db()
    )
      .update(t.mobileChatSessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(t.mobileChatSessions.id, link.id));
    const res = await phone.request({ method: 'GET', url: '/api/mobile-chat/session' });
    expect(res.statusCode).toBe(410);
    expect(cookieLine(res)).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it('refuses a stranger before reading the body', async () => {
    const stranger = browser(app);
    for (const url of ['/api/mobile-chat/messages', '/api/mobile-chat/voice?client_id=x', '/api/mobile-chat/speech']) {
      const res = await stranger.request({ method: 'POST', url, payload: '{not json', headers: { 'content-type': 'application/json' } });
      expect([url, res.statusCode]).toEqual([url, 401]);
    }
  });

  it('without a chat cookie the chat is closed: 401 invalid_link', async () => {
    const stranger = browser(app);
    const res = await stranger.request({ method: 'GET', url: '/api/mobile-chat/session' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(MOBILE_CHAT_ERRORS.invalidLink);
    expect((await send(stranger, 'hello')).res.statusCode).toBe(401);
    // The desktop's sign-in is not a chat session either.
    expect((await desktop.request({ method: 'GET', url: '/api/mobile-chat/session' })).statusCode).toBe(401);
  });

  it('lists waiting links and open phones, and ends one from the desktop', async () => {
    const waiting = await newChatLink(desktop);
    const opened = await newChatLink(desktop);
    const { phone } = await phoneWith(app, opened.token);
    const list = (await desktop.request({ method: 'GET', url: '/api/mobile-chat/sessions' })).json().sessions;
    expect(list.map((s: { id: string; status: string; device: string | null }) => [s.id, s.status, s.device])).toEqual([
      [opened.id, 'open', 'iPhone · Safari'],
      [waiting.id, 'waiting', null],
    ]);
    expect((await desktop.request({ method: 'POST', url: `/api/mobile-chat/sessions/${opened.id}/end`, payload: {} })).statusCode).toBe(
      200,
    );
    const after = await phone.request({ method: 'GET', url: '/api/mobile-chat/session' });
    expect(after.json()).toEqual(MOBILE_CHAT_ERRORS.invalidLink);
    expect((await desktop.request({ method: 'POST', url: `/api/mobile-chat/sessions/${opened.id}/end`, payload: {} })).statusCode).toBe(
      404,
    );
    // Revoking a waiting link: nobody can open it any more.
    await desktop.request({ method: 'POST', url: `/api/mobile-chat/sessions/${waiting.id}/end`, payload: {} });
    expect((await phoneWith(app, waiting.token)).res.json()).toEqual(MOBILE_CHAT_ERRORS.invalidLink);
    expect((await desktop.request({ method: 'GET', url: '/api/mobile-chat/sessions' })).json().sessions).toEqual([]);
  });

  it("cannot end someone else's chat", async () => {
    const link = await newChatLink(desktop);
    const grace = await signIn(app, { email: 'grace@example.com', name: 'Grace Hopper' });
    expect((await grace.request({ method: 'POST', url: `/api/mobile-chat/sessions/${link.id}/end`, payload: {} })).statusCode).toBe(404);
    expect((await phoneWith(app, link.token)).res.statusCode).toBe(200);
  });
});

describe(`mobile chat messages on ${testDriver()}`, () => {
  let app: FastifyInstance;
  let desktop: Browser;
  let phone: Browser;
  const start = async (options: { ai?: AiEngine; speech?: SpeechServices } = {}) => {
    app = await createTestApp({}, options);
    desktop = await signIn(app);
    await completeAssessment(desktop);
    phone = (await phoneWith(app, (await newChatLink(desktop)).token)).phone;
  };
  afterEach(async () => app.close());

  it('streams a reply token by token, stores both messages, and keeps them across a reload and a new link', async () => {
    await start();
    const { events } = await send(phone, '  I had a long week at work  ');
    expect(events[0]).toMatchObject({ event: 'message', data: { role: 'user', content: 'I had a long week at work', type: 'text' } });
    const deltas = events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThan(1);
    const reply = events.at(-1)!;
    expect(reply).toMatchObject({ event: 'reply', data: { fallback: false, message: { role: 'assistant', type: 'text' } } });
    const replyText = (reply.data as { message: { content: string } }).message.content;
    expect(
      deltas
        .map((d) => (d.data as { text: string }).text)
        .join('')
        .trim(),
    ).toBe(replyText);

    const history = (await phone.request({ method: 'GET', url: '/api/mobile-chat/session' })).json().session.conversation_history;
    expect(history.map((m: { role: string; content: string }) => [m.role, m.content])).toEqual([
      ['user', 'I had a long week at work'],
      ['assistant', replyText],
    ]);
    const newPhone = (await phoneWith(app, (await newChatLink(desktop)).token)).res.json().session;
    expect(newPhone.conversation_history).toHaveLength(2);
  });

  it('never sends an empty or whitespace-only message, nor one over 2000 characters', async () => {
    await start();
    for (const content of ['', '   \n\t ', 'x'.repeat(2001)]) expect((await send(phone, content)).res.statusCode).toBe(400);
    expect(await (await db()).select().from(t.chatMessages)).toEqual([]);
  });

  it('stores a retried send once and answers it with the stored reply', async () => {
    await start();
    const id = clientId();
    const first = await send(phone, 'hello Maya', id);
    const again = await send(phone, 'hello Maya', id);
    expect(again.events.map((e) => e.event)).toEqual(['message', 'reply']);
    expect(again.events[1]!.data).toEqual(first.events.at(-1)!.data);
    expect(await (await db()).select().from(t.chatMessages)).toHaveLength(2);
  });

  it("answers with the spec's fallback when the AI engine fails", async () => {
    const offline = createAiEngine(testConfig());
    await start({
      ai: {
        ...offline,
        chatReplyStream: async function* () {
          yield { type: 'done', reply: CHAT_FALLBACK_REPLY, fallback: true };
        },
      },
    });
    const { events } = await send(phone, 'are you there?');
    expect(events.at(-1)).toMatchObject({ event: 'reply', data: { fallback: true, message: { content: CHAT_FALLBACK_REPLY } } });
  });

  it('refuses a chat request from another origin', async () => {
    await start();
    const res = await phone.request({
      method: 'POST',
      url: '/api/mobile-chat/messages',
      payload: { content: 'hi', client_id: clientId() },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });

  it("stores a recording as the spec's voice message when no speech-to-text engine is configured", async () => {
    await start();
    const { events } = await sendVoice(phone, recording(1500));
    expect(events.map((e) => e.event)).toEqual(['message']);
    expect(events[0]!.data).toMatchObject({ role: 'user', type: 'voice', content: VOICE_PLACEHOLDER, duration_ms: 1500 });
  });

  it("refuses audio that is not the chat's 24 kHz mono 16-bit WAV with 'Failed to process voice message'", async () => {
    await start();
    for (const wav of [recording(1500, 22_050), recording(100), Buffer.from('not audio at all, not at all, not at all, no')]) {
      const { res } = await sendVoice(phone, wav);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(MOBILE_CHAT_ERRORS.invalidAudio);
    }
    expect((await sendVoice(phone, recording(61_000))).res.statusCode).toBe(413);
    expect((await sendVoice(phone, recording(1000), clientId(), 'audio/ogg')).res.statusCode).toBe(415);
    expect(await (await db()).select().from(t.chatMessages)).toEqual([]);
  });

  it('with a speech-to-text engine the transcript is the message and Maya answers it', async () => {
    const heard: number[] = [];
    await start({
      speech: {
        speak: null,
        transcribe: async (wav) => {
          heard.push(readWavFormat(wav) && wav.length);
          return 'I love hiking on weekends';
        },
      },
    });
    expect((await phone.request({ method: 'GET', url: '/api/mobile-chat/session' })).json().session.voice).toEqual({
      transcription: true,
      speech: false,
    });
    const { events } = await sendVoice(phone, recording(2000));
    expect(heard).toEqual([44 + 96_000]);
    expect(events[0]!.data).toMatchObject({ role: 'user', type: 'voice', content: 'I love hiking on weekends', duration_ms: 2000 });
    expect(events.at(-1)).toMatchObject({ event: 'reply', data: { message: { role: 'assistant' } } });
  });

  it('a failing speech-to-text engine stores nothing and answers 502', async () => {
    await start({
      speech: {
        speak: null,
        transcribe: async () => {
          throw new Error('down');
        },
      },
    });
    const { res } = await sendVoice(phone, recording(1000));
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(MOBILE_CHAT_ERRORS.invalidAudio.message);
    expect(await (await db()).select().from(t.chatMessages)).toEqual([]);
  });

  it("speaks Maya's own replies only, and only with a speech engine", async () => {
    await start({
      speech: { transcribe: null, speak: async (text) => ({ audio: Buffer.from(`mp3:${text}`), contentType: 'audio/mpeg' }) },
    });
    const { events } = await send(phone, 'hello');
    const [mine, maya] = [events[0]!.data, (events.at(-1)!.data as { message: unknown }).message] as { id: string; content: string }[];
    const spoken = await phone.request({ method: 'POST', url: '/api/mobile-chat/speech', payload: { message_id: maya!.id } });
    expect(spoken.headers['content-type']).toBe('audio/mpeg');
    expect(spoken.body).toBe(`mp3:${maya!.content}`);
    expect((await phone.request({ method: 'POST', url: '/api/mobile-chat/speech', payload: { message_id: mine!.id } })).statusCode).toBe(
      404,
    );
  });

  it('without a speech engine, speech is 404 (the phone speaks with its own voices)', async () => {
    await start();
    const { events } = await send(phone, 'hello');
    const maya = (events.at(-1)!.data as { message: { id: string } }).message;
    const res = await phone.request({ method: 'POST', url: '/api/mobile-chat/speech', payload: { message_id: maya.id } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('speech_unavailable');
  });
});
