import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SYSTEM_PROMPTS, type PromptName } from '../openai/prompts';

/**
 * A local OpenAI-compatible server (POST /v1/chat/completions, and /v1/audio/transcriptions when
 * given a `transcribe` handler) for tests and the benchmark: it drives the real SDK over real HTTP
 * through normal replies, SSE streams (paced by the test if it likes), delays, errors and cuts, and
 * records how each exchange ended, so a test can see that a client aborted its call.
 */
export type FakeReply =
  | { kind: 'content'; content: string }
  | { kind: 'status'; status: number; headers?: Record<string, string>; body?: unknown }
  | {
      kind: 'stream';
      chunks: string[];
      cutAfter?: number;
      endEarlyAfter?: number;
      chunkDelayMs?: number;
      /** Awaited before chunk `index` is written (no clocks: the test decides when each token goes). */
      pace?: (index: number) => Promise<void>;
    }
  | { kind: 'slow'; delayMs: number; then: FakeReply };

/**
 * How an exchange ended: the fake finished its answer, the fake cut the connection (`cutAfter`), or
 * the client closed it first (an aborted call).
 */
export type FakeOutcome = 'finished' | 'cut' | 'aborted';

interface FakeExchange {
  /** Settles once the connection has closed, finished or not. */
  ended: Promise<FakeOutcome>;
}

export interface FakeRequest extends FakeExchange {
  index: number;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    stream?: boolean;
    response_format?: { type: string };
    [k: string]: unknown;
  };
  /** Which of our system prompts the request used, if any. */
  prompt: PromptName | null;
  /** The JSON inside the <data> block of the first user message. */
  data: unknown;
}

export type FakeHandler = (req: FakeRequest) => FakeReply | Promise<FakeReply>;

/** One POST /audio/transcriptions: the multipart form's model and audio file. */
export interface FakeTranscription extends FakeExchange {
  index: number;
  model: string;
  audio: Uint8Array;
}

export type FakeTranscriptionHandler = (req: FakeTranscription) => FakeReply | Promise<FakeReply>;

/** The answer of /audio/transcriptions with `response_format: 'json'`. */
export const transcriptReply = (text: string): FakeReply => ({ kind: 'status', status: 200, body: { text } });

type Line = { ended: Promise<FakeOutcome>; cut: () => void };

/** How the response `res` will end, and a way for the fake to cut it itself. */
function watch(res: ServerResponse): Line {
  let cutByFake = false;
  const ended = new Promise<FakeOutcome>((resolve) =>
    res.once('close', () => resolve(res.writableFinished ? 'finished' : cutByFake ? 'cut' : 'aborted')),
  );
  return {
    ended,
    cut: () => {
      cutByFake = true;
      res.socket?.destroy();
    },
  };
}

/** What a handler's answer becomes when the client left before it came: nothing is sent. */
const GONE: FakeReply = { kind: 'status', status: 499 };

const readBody = async (req: IncomingMessage) => {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts);
};

const USAGE = { prompt_tokens: 120, completion_tokens: 40, total_tokens: 160 };

function promptOf(messages: FakeRequest['body']['messages']): PromptName | null {
  const system = messages.find((m) => m.role === 'system')?.content;
  return (Object.keys(SYSTEM_PROMPTS) as PromptName[]).find((k) => SYSTEM_PROMPTS[k] === system) ?? null;
}

function dataOf(messages: FakeRequest['body']['messages']): unknown {
  const user = messages.find((m) => m.role === 'user')?.content ?? '';
  const m = /<data>\n([\s\S]*)\n<\/data>/.exec(user);
  try {
    return m ? JSON.parse(m[1]!) : null;
  } catch {
    return null;
  }
}

const completion = (model: string, content: string) => ({
  id: 'chatcmpl-fake',
  object: 'chat.completion',
  created: Math.floor(Date.now() / 1000),
  model,
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null }],
  usage: USAGE,
});

const streamChunk = (model: string, delta: Record<string, unknown>, finish: string | null, usage?: typeof USAGE) => ({
  id: 'chatcmpl-fake',
  object: 'chat.completion.chunk',
  created: Math.floor(Date.now() / 1000),
  model,
  choices: usage ? [] : [{ index: 0, delta, finish_reason: finish, logprobs: null }],
  ...(usage ? { usage } : {}),
});

export async function startFakeOpenAi(handler: FakeHandler, options: { transcribe?: FakeTranscriptionHandler } = {}) {
  const requests: FakeRequest[] = [];
  const transcriptions: FakeTranscription[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        timers.delete(t);
        resolve();
      }, ms);
      timers.add(t);
    });

  async function send(res: ServerResponse, reply: FakeReply, model: string, line: Line): Promise<void> {
    if (res.destroyed) return;
    if (reply.kind === 'slow') {
      await wait(reply.delayMs);
      return send(res, reply.then, model, line);
    }
    if (reply.kind === 'status') {
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(JSON.stringify(reply.body ?? { error: { message: `fake ${reply.status}`, type: 'server_error' } }));
      return;
    }
    if (reply.kind === 'content') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(completion(model, reply.content)));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const write = (obj: unknown) => res.write(`data: ${JSON.stringify(obj)}\n\n`);
    write(streamChunk(model, { role: 'assistant', content: '' }, null));
    for (const [i, chunk] of reply.chunks.entries()) {
      if (reply.cutAfter === i) {
        line.cut();
        return;
      }
      if (reply.endEarlyAfter === i) {
        res.end();
        return;
      }
      if (reply.chunkDelayMs) await wait(reply.chunkDelayMs);
      // A client that left stops the pacing too: nothing waits for a token nobody will read.
      if (reply.pace) await Promise.race([reply.pace(i), line.ended]);
      if (res.destroyed) return;
      write(streamChunk(model, { content: chunk }, null));
    }
    write(streamChunk(model, {}, 'stop'));
    write(streamChunk(model, {}, null, USAGE));
    res.end('data: [DONE]\n\n');
  }

  async function onRequest(req: IncomingMessage, res: ServerResponse) {
    const line = watch(res);
    const raw = await readBody(req);
    if (req.method === 'POST' && req.url?.endsWith('/audio/transcriptions') && options.transcribe) {
      const form = await new Request('http://fake.local/', {
        method: 'POST',
        headers: { 'content-type': req.headers['content-type']! },
        body: raw,
      }).formData();
      const file = form.get('file') as File;
      const transcription: FakeTranscription = {
        index: transcriptions.length,
        model: String(form.get('model')),
        audio: new Uint8Array(await file.arrayBuffer()),
        ended: line.ended,
      };
      transcriptions.push(transcription);
      await send(res, await Promise.race([options.transcribe(transcription), line.ended.then(() => GONE)]), transcription.model, line);
      return;
    }
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(raw.toString('utf8')) as FakeRequest['body'];
    const request: FakeRequest = {
      index: requests.length,
      body,
      prompt: promptOf(body.messages),
      data: dataOf(body.messages),
      ended: line.ended,
    };
    requests.push(request);
    await send(res, await Promise.race([handler(request), line.ended.then(() => GONE)]), body.model, line);
  }

  const server = createServer((req, res) => {
    onRequest(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    transcriptions,
    close: async () => {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A well-behaved model: valid JSON for every structured prompt and a streamed chat reply. */
export const scriptedModel: FakeHandler = (req) => {
  const data = req.data as { task?: { day: number; window: number; turns_wanted: number } } | null;
  switch (req.prompt) {
    case 'chatReply':
      return { kind: 'stream', chunks: ['That sounds ', 'like a lovely ', 'day. What was ', 'the best part?'] };
    case 'simulateWindow': {
      const task = data?.task ?? { day: 1, window: 1, turns_wanted: 2 };
      const messages = Array.from({ length: task.turns_wanted }, (_, i) => ({
        role: i % 2 ? 'b' : 'a',
        text: `Day ${task.day}, window ${task.window}, message ${i + 1}.`,
      }));
      return { kind: 'content', content: JSON.stringify({ messages }) };
    }
    case 'concludeSimulation':
      return {
        kind: 'content',
        content: JSON.stringify({
          why: ['They shared interests.', 'They made plans.'],
          week_summary: 'A warm week of chatting that ended with a plan.',
        }),
      };
    case 'summarizeProfile':
      return {
        kind: 'content',
        content: JSON.stringify({
          personality_summary: 'Curious and warm.',
          love_style: 'Attentive.',
          communication_style: 'Open.',
          compatibility_focus: 'Kindness.',
        }),
      };
    case 'extractFacts':
      return { kind: 'content', content: JSON.stringify({ facts: [] }) };
    case 'empathy':
      return { kind: 'content', content: JSON.stringify({ empathy_response: 'That sounds hard; I am here for you.' }) };
    case 'reason':
      return { kind: 'content', content: JSON.stringify({ reasoning: 'They seem nervous; a gentle question helps.' }) };
    case 'analyzeInteraction':
      return {
        kind: 'content',
        content: JSON.stringify({
          analysis: {
            emotion: 'happy',
            engagement_level: 0.8,
            message_length_style: 'concise',
            topics: ['hiking'],
            summary: 'Upbeat message.',
          },
        }),
      };
    case 'createMatchPersona':
      return {
        kind: 'content',
        content: JSON.stringify({
          name: 'Robin',
          bio: 'Loves trails and terrible puns.',
          interests: ['hiking', 'cooking', 'jazz', 'films', 'coffee', 'chess', 'yoga'],
          vibe: 'curious',
          tone: 'warm',
        }),
      };
    default:
      return { kind: 'status', status: 400, body: { error: { message: 'unknown prompt' } } };
  }
};
