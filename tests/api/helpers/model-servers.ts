import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { forgetServerTraits } from '../../../src/server/modules/ai/testing';
import {
  scriptedModel,
  startFakeOpenAi,
  type FakeHandler,
  type FakeRequest,
  type FakeServerRules,
} from '../../../src/server/modules/ai/testing/fake-openai-server';
import { lmStudioServer, ollamaServer, openAiChatServer, openAiReasoningServer } from '../../../src/server/modules/ai/testing/fake-servers';

/**
 * The servers people run Maya against, as the fakes that refuse what each refuses (fake-servers.ts),
 * with the settings a person would give Maya for each (README's table): issue 43 item 7 runs every
 * surface (the phone chat, the messaging app, the journey's week, an agent week) against each.
 */
export interface ModelServer {
  name: string;
  rules: () => FakeServerRules;
  /** AI_* as the person sets them for that server (AI_BASE_URL is the fake's). */
  env: { AI_API_KEY: string; AI_MODEL: string; AI_CONTEXT_TOKENS?: string };
}

export const MODEL_SERVERS: ModelServer[] = [
  { name: 'OpenAI, a chat model', rules: () => openAiChatServer(), env: { AI_API_KEY: 'sk-test', AI_MODEL: 'gpt-4o-mini' } },
  {
    name: 'OpenAI, a reasoning model',
    // Refuses max_tokens and any temperature but 1; thinks out of max_completion_tokens before answering.
    rules: () => openAiReasoningServer(),
    env: { AI_API_KEY: 'sk-test', AI_MODEL: 'o4-mini' },
  },
  {
    name: 'Ollama at its default context',
    // Cuts the front of a prompt over its context (4,096 tokens by default today) without an error; AI_CONTEXT_TOKENS
    // unset, as most people leave it: Maya's default is that same 4,096 (openai/context-window.ts).
    rules: () => ollamaServer({ contextTokens: 4096 }),
    env: { AI_API_KEY: 'ollama', AI_MODEL: 'llama3.2' },
  },
  {
    name: 'LM Studio',
    // Refuses json_object: json_schema or text only.
    rules: () => lmStudioServer(),
    env: { AI_API_KEY: 'lm-studio', AI_MODEL: 'qwen2.5-7b-instruct' },
  },
];

/** What the scripted model writes: a window's lines, a week's summary, a chat reply. Anything else is the offline engine's. */
export const MODEL_LINE = /^Day \d, window \d, message \d+\. /;
export const MODEL_SUMMARY = 'A warm week of chatting that ended with a plan.';
export const MODEL_CHAT_REPLY = 'That sounds like a lovely day. What was the best part?';

/**
 * One fake server for the file, following `server`'s rules, answered by the scripted model. After each
 * test: no request was refused by the server's rules (a call in a shape that server refuses fails the
 * test), and none reached the model cut (each still carried one of Maya's prompts whole).
 */
/**
 * The scripted model, but a window's lines as long as people write them (about 50 tokens each), so a late
 * day's prompt outgrows a 2,048-token context unless Maya sums the earlier days up.
 */
export const talkativeModel: FakeHandler = async (req) => {
  const reply = await scriptedModel(req);
  if (req.prompt !== 'simulateWindow' || reply.kind !== 'content') return reply;
  const { messages } = JSON.parse(reply.content!) as { messages: { role: string; text: string }[] };
  const told = 'We talked about the trail by the river, the bakery that opens at seven and the film we both want to see.';
  return { ...reply, content: JSON.stringify({ messages: messages.map((m) => ({ ...m, text: `${m.text} ${told} ${told}` })) }) };
};

export function useModelServer(server: ModelServer) {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>> | undefined;
  const state = { handler: talkativeModel };
  beforeAll(async () => {
    fake = await startFakeOpenAi((req) => state.handler(req), { server: server.rules() });
  });
  afterAll(async () => fake?.close());
  afterEach(() => {
    const requests = fake!.requests.splice(0);
    state.handler = talkativeModel;
    forgetServerTraits();
    expect(refusals(requests)).toEqual([]);
    expect(requests.filter((r) => r.prompt === null).map((r) => r.body.messages.length)).toEqual([]);
  });
  return {
    state,
    get requests() {
      return fake!.requests;
    },
    /** The app's config for this server. */
    env: (): Record<string, string> => ({ AI_BASE_URL: fake!.baseURL, AI_TIMEOUT_MS: '20000', ...server.env }),
    /** How many of Maya's `prompt` calls the server answered. */
    calls: (prompt: FakeRequest['prompt']) => fake!.requests.filter((r) => r.prompt === prompt && r.refusedWith === undefined).length,
  };
}

const refusals = (requests: FakeRequest[]) =>
  requests
    .filter((r) => r.refusedWith !== undefined)
    .map((r) => ({ prompt: r.prompt, status: r.refusedWith, format: r.body.response_format?.type, max_tokens: r.body.max_tokens }));
