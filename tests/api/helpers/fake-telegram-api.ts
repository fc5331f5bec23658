import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const TELEGRAM_TOKEN = '123456:fake-bot-token';
export const TELEGRAM_SECRET = 'fake-webhook-secret_0123';
export const FAKE_BOT_USERNAME = 'maya_fake_bot';

export type TelegramCall = {
  method: string;
  /** JSON params, or a multipart body's text fields. */
  params: Record<string, unknown>;
  /** A multipart body's files by field name (sendDocument's `document`). */
  files: Record<string, { filename: string; content: string }>;
  /** What the fake answered. */
  status: number;
};
/** How the fake misbehaves: Telegram's 429 with retry_after, a 500, or no server at all. */
export type TelegramFailure = { status: 429; retryAfter: number } | { status: 500 };

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * grammY's multipart body (a file goes as `attach://<id>` in its field and as the part named <id>).
 * NOTE: parsed by hand: Node's own FormData parser refuses grammY's headers (`filename=` unquoted).
 */
function parseMultipart(body: string, boundary: string): Pick<TelegramCall, 'params' | 'files'> {
  const parts = new Map<string, { filename?: string; content: string }>();
  for (const part of body.split(`--${boundary}`).slice(1, -1)) {
    const [head = '', ...rest] = part.replace(/^\r\n/, '').split('\r\n\r\n');
    const name = /name="([^"]*)"/i.exec(head)?.[1] ?? '';
    const filename = /filename="?([^";\r\n]+)"?/i.exec(head)?.[1];
    parts.set(name, { filename, content: rest.join('\r\n\r\n').replace(/\r\n$/, '') });
  }
  const params: Record<string, unknown> = {};
  const files: TelegramCall['files'] = {};
  for (const [name, { filename, content }] of parts) {
    if (filename) continue;
    const attached = /^attach:\/\/(.+)$/.exec(content)?.[1];
    const file = attached ? parts.get(attached) : undefined;
    if (file) files[name] = { filename: file.filename ?? '', content: file.content };
    else params[name] = name === 'reply_markup' ? JSON.parse(content) : content;
  }
  return { params, files };
}

async function parseCall(req: IncomingMessage): Promise<Pick<TelegramCall, 'params' | 'files'>> {
  const body = (await readBody(req)).toString('utf8');
  const type = req.headers['content-type'] ?? '';
  if (type.startsWith('application/json')) return { params: body ? JSON.parse(body) : {}, files: {} };
  const boundary = /boundary=([^;]+)/.exec(type)?.[1];
  return boundary ? parseMultipart(body, boundary) : { params: {}, files: {} };
}

const send = (res: ServerResponse, status: number, body: object) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const refusal = (status: number, description: string, parameters?: object) => ({ ok: false, error_code: status, description, parameters });

/**
 * A local Bot API on 127.0.0.1 serving `/bot<token>/<method>` (getMe, setWebhook, sendMessage,
 * sendDocument, answerCallbackQuery), recording every call in order. It can answer 429 with
 * retry_after or 500 (`fail`), refuse connections (`goDown`) and come back on the same port.
 */
export async function fakeTelegramApi({ token = TELEGRAM_TOKEN, username = FAKE_BOT_USERNAME } = {}) {
  const calls: TelegramCall[] = [];
  const waiters: { method: string; count: number; resolve: (calls: TelegramCall[]) => void }[] = [];
  /** Chats that blocked the bot (403) and chats Telegram does not know (400). */
  const blocked = new Set<string>();
  const unknownChats = new Set<string>();
  let failure: { with: TelegramFailure; times: number } | null = null;
  let messageId = 0;

  const callsOf = (method: string) => calls.filter((c) => c.method === method);
  const record = (call: TelegramCall) => {
    calls.push(call);
    for (const waiter of [...waiters])
      if (callsOf(waiter.method).length >= waiter.count) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(callsOf(waiter.method));
      }
  };

  const answer = (method: string, params: Record<string, unknown>): [number, object] => {
    const chat = String(params.chat_id ?? '');
    if (failure && failure.times-- > 0) {
      const { with: f } = failure;
      return f.status === 429
        ? [429, refusal(429, `Too Many Requests: retry after ${f.retryAfter}`, { retry_after: f.retryAfter })]
        : [500, refusal(500, 'Internal Server Error')];
    }
    if (blocked.has(chat)) return [403, refusal(403, 'Forbidden: bot was blocked by the user')];
    if (unknownChats.has(chat)) return [400, refusal(400, 'Bad Request: chat not found')];
    const message = () => ({ message_id: ++messageId, date: Math.floor(Date.now() / 1000), chat: { id: Number(chat), type: 'private' } });
    switch (method) {
      case 'getMe':
        return [200, { ok: true, result: { id: Number(token.split(':')[0]), is_bot: true, first_name: 'Maya', username } }];
      case 'setWebhook':
      case 'answerCallbackQuery':
        return [200, { ok: true, result: true }];
      case 'sendMessage':
        return [200, { ok: true, result: { ...message(), text: params.text } }];
      case 'sendDocument':
        return [200, { ok: true, result: { ...message(), document: { file_id: `doc${messageId}`, file_unique_id: `u${messageId}` } } }];
      default:
        return [404, refusal(404, 'Not Found')];
    }
  };

  const server = createServer(async (req, res) => {
    const [, botToken, method = ''] = /^\/bot([^/]+)\/(\w+)$/.exec(req.url ?? '') ?? [];
    const { params, files } = await parseCall(req);
    const [status, body] = botToken === token ? answer(method, params) : [401, refusal(401, 'Unauthorized')];
    record({ method, params, files, status });
    send(res, status, body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const stop = async () => {
    const closed = once(server, 'close');
    server.close();
    // NOTE: grammY keeps connections alive; without this, close waits for them and "down" still answers.
    server.closeAllConnections();
    await closed;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    callsOf,
    blocked,
    unknownChats,
    /** The next `times` calls (every one, by default) answer with `failure`. */
    fail: (failWith: TelegramFailure, times = Infinity) => void (failure = { with: failWith, times }),
    heal: () => void (failure = null),
    /** Connections are refused until `comeBack`. */
    goDown: stop,
    comeBack: async () => {
      server.listen(port, '127.0.0.1');
      await once(server, 'listening');
    },
    /** Resolves with the calls of `method` once there are `count` of them: a settled state, no sleeping. */
    waitFor: (method: string, count = 1) =>
      new Promise<TelegramCall[]>((resolve) => {
        if (callsOf(method).length >= count) resolve(callsOf(method));
        else waiters.push({ method, count, resolve });
      }),
    close: () => (server.listening ? stop() : Promise.resolve()),
  };
}

export type FakeTelegramApi = Awaited<ReturnType<typeof fakeTelegramApi>>;
