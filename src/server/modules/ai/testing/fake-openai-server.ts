import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SYSTEM_PROMPTS, type PromptName } from '../openai/prompts';

/**
 * A local OpenAI-compatible server (POST /v1/chat/completions, GET /v1/models, and
 * /v1/audio/transcriptions when given a `transcribe` handler) for tests and the benchmark: it
 * drives the real SDK over real HTTP through normal replies, SSE streams (paced by the test if it
 * likes), delays, errors and cuts, and records how each exchange ended, so a test can see that a
 * client aborted its call. Given a server's rules (fake-servers.ts) it refuses what that server
 * refuses, in its words, before the model (the handler) sees the request.
 */
export type FakeReply =
  | {
      kind: 'content';
      content: string | null;
      /** Thinking, in the field the server uses for it. */
      reasoning?: { field: 'reasoning_content' | 'reasoning'; text: string };
      /** OpenAI's structured refusal: `message.refusal`, with no content. */
      refusal?: string;
      finishReason?: 'stop' | 'length' | 'content_filter';
      usage?: FakeUsage;
    }
  | { kind: 'status'; status: number; headers?: Record<string, string>; body?: unknown }
  | {
      kind: 'stream';
      chunks: string[];
      cutAfter?: number;
      endEarlyAfter?: number;
      chunkDelayMs?: number;
      /** Awaited before chunk `index` is written (no clocks: the test decides when each token goes). */
      pace?: (index: number) => Promise<void>;
      /** Thinking deltas sent before the content, in the field the server uses. */
      reasoning?: { field: 'reasoning_content' | 'reasoning'; chunks: string[] };
      /** OpenAI's structured refusal, as `delta.refusal` chunks instead of content. */
      refusal?: string[];
      finishReason?: 'stop' | 'length' | 'content_filter';
      /** Before content chunk `index`, this JSON goes as a data event and the stream ends (an error inside a 200). */
      errorAt?: { index: number; chunk: unknown };
      /** SSE comment lines written first (OpenRouter's ": OPENROUTER PROCESSING"). */
      comments?: string[];
      usage?: FakeUsage;
    }
  | { kind: 'slow'; delayMs: number; then: FakeReply };

export interface FakeUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
  completion_tokens_details?: { reasoning_tokens: number };
}

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
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: Record<string, unknown> } };
    max_tokens?: number;
    max_completion_tokens?: number;
    temperature?: number;
    [k: string]: unknown;
  };
  /** The bearer token sent, if any. */
  apiKey: string | null;
  /** The status the server's rules refused it with (the model never saw it), if they did. */
  refusedWith?: number;
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

const USAGE: FakeUsage = { prompt_tokens: 120, completion_tokens: 40, total_tokens: 160 };

/**
 * What a server may do around the model (fake-servers.ts): refuse a request in its own words
 * before the model sees it, change what the model sees (Ollama cuts a long prompt's front), and
 * dress the model's reply (thinking fields, its usage counts).
 */
export interface FakeServerRules {
  name: string;
  /** Where the API lives ("/v1"; Groq's is "/openai/v1"). */
  basePath?: string;
  /** GET /models lists these; without them the path is a 404. */
  models?: string[];
  /** The answer to a GET /models the server refuses (a wrong key), given the bearer token sent. */
  refuseList?(apiKey: string | null): FakeReply | null;
  /** The answer to a request the server refuses, or null to let the model answer. */
  refuse(req: FakeRequest): FakeReply | null;
  rewrite?(req: FakeRequest): void;
  dress?(reply: FakeReply, req: FakeRequest): FakeReply;
}

export function promptOf(messages: FakeRequest['body']['messages']): PromptName | null {
  const system = messages.find((m) => m.role === 'system')?.content;
  return (Object.keys(SYSTEM_PROMPTS) as PromptName[]).find((k) => SYSTEM_PROMPTS[k] === system) ?? null;
}

export function dataOf(messages: FakeRequest['body']['messages']): unknown {
  // The last user message holding data: the chat's earlier turns come first, a repair prompt after.
  const user = messages.findLast((m) => m.role === 'user' && (m.content ?? '').startsWith('<data>'))?.content ?? '';
  const m = /<data>\n([\s\S]*)\n<\/data>/.exec(user);
  try {
    return m ? JSON.parse(m[1]!) : null;
  } catch {
    return null;
  }
}

const completion = (model: string, reply: Extract<FakeReply, { kind: 'content' }>) => ({
  id: 'chatcmpl-fake',
  object: 'chat.completion',
  created: Math.floor(Date.now() / 1000),
  model,
  choices: [
    {
      index: 0,
      message: {
        role: 'assistant',
        content: reply.refusal ? null : reply.content,
        ...(reply.refusal ? { refusal: reply.refusal } : {}),
        ...(reply.reasoning ? { [reply.reasoning.field]: reply.reasoning.text } : {}),
      },
      finish_reason: reply.finishReason ?? 'stop',
      logprobs: null,
    },
  ],
  usage: reply.usage ?? USAGE,
});

const streamChunk = (model: string, delta: Record<string, unknown>, finish: string | null, usage?: FakeUsage) => ({
  id: 'chatcmpl-fake',
  object: 'chat.completion.chunk',
  created: Math.floor(Date.now() / 1000),
  model,
  choices: usage ? [] : [{ index: 0, delta, finish_reason: finish, logprobs: null }],
  ...(usage ? { usage } : {}),
});

export async function startFakeOpenAi(
  handler: FakeHandler,
  options: { transcribe?: FakeTranscriptionHandler; server?: FakeServerRules } = {},
) {
  const rules = options.server;
  const basePath = rules?.basePath ?? '/v1';
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
      res.end(JSON.stringify(completion(model, reply)));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const write = (obj: unknown) => res.write(`data: ${JSON.stringify(obj)}\n\n`);
    for (const comment of reply.comments ?? []) res.write(`: ${comment}\n\n`);
    write(streamChunk(model, { role: 'assistant', content: '' }, null));
    for (const text of reply.reasoning?.chunks ?? []) write(streamChunk(model, { [reply.reasoning!.field]: text }, null));
    for (const text of reply.refusal ?? []) write(streamChunk(model, { refusal: text }, null));
    for (const [i, chunk] of reply.chunks.entries()) {
      if (reply.errorAt?.index === i) {
        write(reply.errorAt.chunk);
        res.end();
        return;
      }
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
    write(streamChunk(model, {}, reply.finishReason ?? 'stop'));
    write(streamChunk(model, {}, null, reply.usage ?? USAGE));
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
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
    if (req.method === 'GET' && req.url === `${basePath}/models` && rules?.models) {
      const refused = rules.refuseList?.(bearer?.[1] ?? null);
      if (refused) return send(res, refused, '', line);
      const created = 1_730_000_000;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ object: 'list', data: rules.models.map((id) => ({ id, object: 'model', created, owned_by: rules.name })) }));
      return;
    }
    if (req.method !== 'POST' || req.url !== `${basePath}/chat/completions`) {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(raw.toString('utf8')) as FakeRequest['body'];
    const request: FakeRequest = {
      index: requests.length,
      body,
      apiKey: bearer?.[1] ?? null,
      prompt: promptOf(body.messages),
      data: dataOf(body.messages),
      ended: line.ended,
    };
    requests.push(request);
    const refused = rules?.refuse(request);
    if (refused) {
      request.refusedWith = refused.kind === 'status' ? refused.status : 200;
      await send(res, refused, body.model, line);
      return;
    }
    rules?.rewrite?.(request);
    const reply = await Promise.race([handler(request), line.ended.then(() => GONE)]);
    await send(res, reply === GONE || !rules?.dress ? reply : rules.dress(reply, request), body.model, line);
  }

  const server = createServer((req, res) => {
    onRequest(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}${basePath}`,
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
          verdict: { decision: (data as { decision?: string } | null)?.decision ?? 'MAYBE', date_planned: true, warm: true },
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
    case 'classifyMessage':
      return { kind: 'content', content: JSON.stringify({ label: 'benign', reason: '' }) };
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
      // Not one of Maya's prompts (a start-up check's "Reply with OK.", or a prompt whose front the
      // server cut off): a model answers it in words, like any message.
      return { kind: 'content', content: 'OK.' };
  }
};
