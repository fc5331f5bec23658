import { dataOf, promptOf, type FakeReply, type FakeRequest, type FakeServerRules, type FakeUsage } from './fake-openai-server';

/**
 * The servers people run Maya against, as fakes that refuse what the real one refuses, in its
 * words (the bodies are the servers' own, as they answer today), and do what it does to a
 * request it takes. Each is exercised in its own test (openai/on-*.test.ts). Pass one as
 * `startFakeOpenAi(handler, { server })`; the handler plays the model.
 */

/** The fakes' tokenizer: about four characters a token, plus a few per message for the template. */
export const fakeTokens = (messages: FakeRequest['body']['messages']) =>
  messages.reduce((n, m) => n + 4 + Math.ceil((m.content ?? '').length / 4), 0);

const status = (code: number, body: unknown): FakeReply => ({ kind: 'status', status: code, body });
const replyLimit = (req: FakeRequest) => req.body.max_completion_tokens ?? req.body.max_tokens;

function usageFor(req: FakeRequest, reply: FakeReply, reasoning = 0): FakeUsage {
  const prompt = fakeTokens(req.body.messages);
  const text = reply.kind === 'content' ? (reply.content ?? '') : reply.kind === 'stream' ? reply.chunks.join('') : '';
  const completion = Math.ceil(text.length / 4) + reasoning;
  return {
    prompt_tokens: prompt,
    completion_tokens: completion,
    total_tokens: prompt + completion,
    ...(reasoning ? { completion_tokens_details: { reasoning_tokens: reasoning } } : {}),
  };
}

/** The first of `checks` that refuses the request. */
const firstRefusal =
  (...checks: ((req: FakeRequest) => FakeReply | null)[]) =>
  (req: FakeRequest) => {
    for (const check of checks) {
      const refused = check(req);
      if (refused) return refused;
    }
    return null;
  };

/** Thinking the model does before it answers, in the server's way of showing it. */
export type FakeThinking = { style: 'think-tags' | 'reasoning_content' | 'reasoning'; text: string };

function withThinking(reply: FakeReply, thinking: FakeThinking | undefined): FakeReply {
  if (!thinking) return reply;
  if (reply.kind === 'content') {
    if (thinking.style === 'think-tags') return { ...reply, content: `<think>${thinking.text}</think>\n\n${reply.content ?? ''}` };
    return { ...reply, reasoning: { field: thinking.style, text: thinking.text } };
  }
  if (reply.kind === 'stream') {
    const parts = thinking.text.match(/.{1,12}/gs) ?? [];
    if (thinking.style === 'think-tags') return { ...reply, chunks: ['<thi', 'nk>', ...parts, '</th', 'ink>', '\n\n', ...reply.chunks] };
    return { ...reply, reasoning: { field: thinking.style, chunks: parts } };
  }
  return reply;
}

// ---------------------------------------------------------------- OpenAI

/** What OpenAI strict mode asks of a schema, checked as it does: every object closed, every property required. */
export function strictSchemaProblem(node: unknown, path = '()'): string | null {
  if (typeof node !== 'object' || node === null) return null;
  if (Array.isArray(node)) {
    for (const item of node) {
      const problem = strictSchemaProblem(item, path);
      if (problem) return problem;
    }
    return null;
  }
  const schema = node as Record<string, unknown>;
  if (schema.type === 'object' || schema.properties) {
    if (schema.additionalProperties !== false)
      return `In context=${path}, 'additionalProperties' is required to be supplied and to be false.`;
    const keys = Object.keys((schema.properties as object | undefined) ?? {});
    const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
    const missing = keys.find((k) => !required.includes(k));
    if (missing)
      return `In context=${path}, 'required' is required to be supplied and to be an array including every key in properties. Missing '${missing}'.`;
  }
  for (const [key, value] of Object.entries(schema)) {
    const problem = strictSchemaProblem(value, key === 'properties' ? path : `${path}, '${key}'`);
    if (problem) return problem;
  }
  return null;
}

function openAiError(message: string, param: string | null, code: string | null, type = 'invalid_request_error') {
  return { error: { message, type, param, code } };
}

interface OpenAiOptions {
  models?: string[];
  apiKey?: string;
  /** Models the key's project may not use (403). */
  forbidden?: string[];
}

const openAiKeyCheck = (options: OpenAiOptions) => (apiKey: string | null) =>
  apiKey === (options.apiKey ?? 'sk-test')
    ? null
    : status(
        401,
        openAiError(
          `Incorrect API key provided: ${(apiKey ?? '').slice(0, 3)}*****${(apiKey ?? '').slice(-4)}. ` +
            `You can find your API key at https://platform.openai.com/account/api-keys.`,
          null,
          'invalid_api_key',
        ),
      );

const openAiChecks = (options: OpenAiOptions, models: string[]) => [
  (req: FakeRequest) => openAiKeyCheck(options)(req.apiKey),
  (req: FakeRequest) =>
    models.includes(req.body.model)
      ? null
      : status(
          404,
          openAiError(`The model \`${req.body.model}\` does not exist or you do not have access to it.`, null, 'model_not_found'),
        ),
  (req: FakeRequest) =>
    options.forbidden?.includes(req.body.model)
      ? status(403, openAiError(`Project \`proj_fake\` does not have access to model \`${req.body.model}\``, null, 'model_not_found'))
      : null,
  (req: FakeRequest) => {
    const format = req.body.response_format;
    if (format?.type !== 'json_schema' || !format.json_schema?.strict) return null;
    const problem = strictSchemaProblem(format.json_schema.schema);
    return problem
      ? status(400, openAiError(`Invalid schema for response_format '${format.json_schema.name}': ${problem}`, 'response_format', null))
      : null;
  },
  (req: FakeRequest) =>
    req.body.response_format?.type === 'json_object' && !JSON.stringify(req.body.messages).toLowerCase().includes('json')
      ? status(
          400,
          openAiError(
            "'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'.",
            'messages',
            null,
          ),
        )
      : null,
];

/** OpenAI with a chat model (gpt-4o-mini): strict schemas checked, a wrong key or model refused. */
export function openAiChatServer(options: OpenAiOptions = {}): FakeServerRules {
  const models = options.models ?? ['gpt-4o-mini', 'gpt-4o', 'gpt-4.1-mini'];
  return {
    name: 'openai',
    models,
    refuseList: openAiKeyCheck(options),
    refuse: firstRefusal(...openAiChecks(options, models)),
    dress: (reply, req) => (reply.kind === 'content' || reply.kind === 'stream' ? { ...reply, usage: usageFor(req, reply) } : reply),
  };
}

/**
 * OpenAI with a reasoning model (o4-mini, gpt-5-mini): refuses `max_tokens` and any temperature
 * but 1, and thinks `thinkingTokens` before answering, out of `max_completion_tokens`: a limit
 * that leaves no room ends the reply with finish_reason "length" and no content.
 */
export function openAiReasoningServer(
  options: OpenAiOptions & { thinkingTokens?: number } = {},
): FakeServerRules & { thinkingTokens: number } {
  const models = options.models ?? ['o4-mini', 'o3', 'gpt-5-mini', 'o1-mini'];
  const rules: FakeServerRules & { thinkingTokens: number } = {
    name: 'openai',
    /** How long the model thinks before each answer; a test may change it. */
    thinkingTokens: options.thinkingTokens ?? 200,
    models,
    refuseList: openAiKeyCheck(options),
    refuse: firstRefusal(
      ...openAiChecks(options, models),
      // The first reasoning models took no system message at all.
      (req) =>
        req.body.model === 'o1-mini' && req.body.messages[0]?.role === 'system'
          ? status(
              400,
              openAiError(
                "Unsupported value: 'messages[0].role' does not support 'system' with this model.",
                'messages[0].role',
                'unsupported_value',
              ),
            )
          : null,
      (req) =>
        req.body.max_tokens === undefined
          ? null
          : status(
              400,
              openAiError(
                "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
                'max_tokens',
                'unsupported_parameter',
              ),
            ),
      (req) =>
        req.body.temperature === undefined || req.body.temperature === 1
          ? null
          : status(
              400,
              openAiError(
                `Unsupported value: 'temperature' does not support ${req.body.temperature} with this model. Only the default (1) value is supported.`,
                'temperature',
                'unsupported_value',
              ),
            ),
    ),
    dress: (reply, req) => {
      if (reply.kind !== 'content' && reply.kind !== 'stream') return reply;
      const thinking = rules.thinkingTokens;
      const limit = replyLimit(req) ?? Infinity;
      const answer = usageFor(req, reply).completion_tokens;
      if (thinking + answer > limit) {
        const cut = { ...usageFor(req, { kind: 'content', content: '' }, limit), completion_tokens: limit };
        return reply.kind === 'content'
          ? { kind: 'content', content: '', finishReason: 'length', usage: cut }
          : { kind: 'stream', chunks: [], finishReason: 'length', usage: cut };
      }
      return { ...reply, usage: usageFor(req, reply, thinking) };
    },
  };
  return rules;
}

// ---------------------------------------------------------------- Ollama

/**
 * Ollama's OpenAI endpoint (/v1): serves pulled models by name, "llama3.2" being
 * "llama3.2:latest"; takes any key, json_object and json_schema. A prompt longer than its context
 * (2,048-4,096 tokens by default; OLLAMA_CONTEXT_LENGTH raises it, the request cannot) is not
 * refused: the runner keeps its first few tokens and drops what follows until it fits, so the
 * system prompt goes first, without an error, and the model answers what is left.
 */
export function ollamaServer(options: { models?: string[]; contextTokens?: number } = {}): FakeServerRules {
  const models = options.models ?? ['llama3.2:latest', 'qwen3:8b'];
  const context = options.contextTokens ?? 2048;
  const served = (model: string) => models.some((m) => m === model || m === `${model}:latest`);
  return {
    name: 'library',
    models,
    refuse: (req) =>
      served(req.body.model)
        ? null
        : status(404, {
            error: { message: `model "${req.body.model}" not found, try pulling it first`, type: 'api_error', param: null, code: null },
          }),
    rewrite: (req) => {
      if (fakeTokens(req.body.messages) <= context) return;
      // num_keep: the first 4 tokens stay; then the front goes until the prompt fits.
      const prompt = req.body.messages.map((m) => m.content).join('\n');
      const keep = prompt.slice(0, 16);
      const tail = prompt.slice(prompt.length - (context * 4 - 40));
      req.body.messages = [{ role: 'user', content: keep + tail }];
      req.prompt = promptOf(req.body.messages);
      req.data = dataOf(req.body.messages);
    },
    dress: (reply, req) => (reply.kind === 'content' || reply.kind === 'stream' ? { ...reply, usage: usageFor(req, reply) } : reply),
  };
}

// ---------------------------------------------------------------- vLLM

/**
 * vLLM's OpenAI server: serves the one model it was started with under its --served-model-name;
 * refuses a request whose prompt and `max_tokens` together exceed --max-model-len (400, in vLLM's
 * error shape: the error at the top level of the body, which the OpenAI SDK cannot read).
 */
export function vllmServer(options: { model?: string; maxModelLen?: number; thinking?: FakeThinking } = {}): FakeServerRules {
  const model = options.model ?? 'Qwen/Qwen2.5-7B-Instruct';
  const maxModelLen = options.maxModelLen ?? 4096;
  const vllmError = (code: number, type: string, message: string) => status(code, { object: 'error', message, type, param: null, code });
  return {
    name: 'vllm',
    models: [model],
    refuse: firstRefusal(
      (req) => (req.body.model === model ? null : vllmError(404, 'NotFoundError', `The model \`${req.body.model}\` does not exist.`)),
      (req) => {
        const prompt = fakeTokens(req.body.messages);
        const completion = replyLimit(req) ?? maxModelLen - prompt;
        if (prompt + completion <= maxModelLen) return null;
        return vllmError(
          400,
          'BadRequestError',
          `This model's maximum context length is ${maxModelLen} tokens. However, you requested ${prompt + completion} tokens ` +
            `(${prompt} in the messages, ${completion} in the completion). Please reduce the length of the messages or completion.`,
        );
      },
    ),
    dress: (reply, req) => {
      const dressed = withThinking(reply, options.thinking);
      return dressed.kind === 'content' || dressed.kind === 'stream' ? { ...dressed, usage: usageFor(req, dressed) } : dressed;
    },
  };
}

// ---------------------------------------------------------------- llama.cpp

/**
 * llama.cpp's `llama-server`: one model, listed by its file name (or --alias), and served under
 * any name a request gives; a thinking model's reasoning in `reasoning_content`
 * (--reasoning-format deepseek, the default); a prompt over its context (-c) refused with
 * exceed_context_size_error; with --api-key, any other key refused.
 */
export function llamaCppServer(
  options: { file?: string; contextTokens?: number; apiKey?: string; thinking?: string } = {},
): FakeServerRules {
  const context = options.contextTokens ?? 4096;
  const keyCheck = (apiKey: string | null) =>
    options.apiKey && apiKey !== options.apiKey
      ? status(401, { error: { code: 401, message: 'Invalid API Key', type: 'authentication_error' } })
      : null;
  return {
    name: 'llamacpp',
    models: [options.file ?? 'qwen3-8b-q4_k_m.gguf'],
    refuseList: keyCheck,
    refuse: firstRefusal(
      (req) => keyCheck(req.apiKey),
      (req) => {
        const prompt = fakeTokens(req.body.messages);
        return prompt < context
          ? null
          : status(400, {
              error: {
                code: 400,
                message: 'the request exceeds the available context size, try increasing it',
                type: 'exceed_context_size_error',
                n_prompt_tokens: prompt,
                n_ctx: context,
              },
            });
      },
    ),
    dress: (reply, req) => {
      const dressed = withThinking(reply, options.thinking ? { style: 'reasoning_content', text: options.thinking } : undefined);
      return dressed.kind === 'content' || dressed.kind === 'stream' ? { ...dressed, usage: usageFor(req, dressed) } : dressed;
    },
  };
}

// ---------------------------------------------------------------- LM Studio

/**
 * LM Studio's server: structured output only as json_schema; `json_object` (and anything but
 * json_schema or text) refused with its bare-string error.
 */
export function lmStudioServer(options: { models?: string[] } = {}): FakeServerRules {
  return {
    name: 'organization_owner',
    models: options.models ?? ['qwen2.5-7b-instruct', 'llama-3.2-3b-instruct'],
    refuse: (req) => {
      const type = req.body.response_format?.type;
      if (type === undefined || type === 'json_schema' || type === 'text') return null;
      return status(400, { error: "'response_format.type' must be 'json_schema' or 'text'" });
    },
  };
}

// ---------------------------------------------------------------- Groq

/**
 * Groq (base path /openai/v1): json_schema only on the models that support it (others refuse it),
 * JSON mode everywhere; when the model's JSON fails Groq's check the answer is a 400
 * `json_validate_failed` carrying what the model wrote in `failed_generation`. The handler plays
 * that by answering `{kind: 'content'}` with text that is not JSON.
 */
export function groqServer(options: { models?: string[]; schemaModels?: string[]; apiKey?: string } = {}): FakeServerRules {
  const models = options.models ?? ['llama-3.3-70b-versatile', 'openai/gpt-oss-20b'];
  const schemaModels = options.schemaModels ?? ['openai/gpt-oss-20b'];
  const groqError = (code: number, message: string, extra: Record<string, unknown> = {}) =>
    status(code, { error: { message, type: 'invalid_request_error', ...extra } });
  const keyCheck = (apiKey: string | null) =>
    apiKey === (options.apiKey ?? 'gsk_test') ? null : groqError(401, 'Invalid API Key', { code: 'invalid_api_key' });
  return {
    name: 'groq',
    basePath: '/openai/v1',
    models,
    refuseList: keyCheck,
    refuse: firstRefusal(
      (req) => keyCheck(req.apiKey),
      (req) =>
        models.includes(req.body.model)
          ? null
          : groqError(404, `The model \`${req.body.model}\` does not exist or you do not have access to it.`, { code: 'model_not_found' }),
      (req) =>
        req.body.response_format?.type === 'json_schema' && !schemaModels.includes(req.body.model)
          ? groqError(
              400,
              'This model does not support response format `json_schema`. See supported ' +
                'models at https://console.groq.com/docs/structured-outputs#supported-models',
            )
          : null,
    ),
    dress: (reply, req) => {
      const json = req.body.response_format?.type;
      if (reply.kind !== 'content' || !json || json === 'text') return reply;
      try {
        JSON.parse(reply.content ?? '');
        return reply;
      } catch {
        return groqError(400, "Failed to generate JSON. Please adjust your prompt. See 'failed_generation' for more details.", {
          code: 'json_validate_failed',
          failed_generation: reply.content ?? '',
        });
      }
    },
  };
}

// ---------------------------------------------------------------- OpenRouter

/**
 * OpenRouter: vendor-prefixed model ids; keep-alive comments in its streams; once a model has
 * started, a provider's failure arrives inside the 200 (an `error` chunk with finish_reason
 * "error" in a stream, an error body without choices otherwise) — the handler plays that with
 * `openRouterFailure`.
 */
export function openRouterServer(options: { models?: string[]; apiKey?: string; reasoning?: string } = {}): FakeServerRules {
  const models = options.models ?? ['openai/gpt-4o-mini', 'openai/o4-mini', 'qwen/qwen3-32b'];
  return {
    name: 'openrouter',
    models,
    refuse: firstRefusal(
      (req) =>
        req.apiKey === (options.apiKey ?? 'sk-or-test')
          ? null
          : status(401, { error: { message: 'No auth credentials found', code: 401 } }),
      (req) =>
        models.includes(req.body.model)
          ? null
          : status(400, { error: { message: `${req.body.model} is not a valid model ID`, code: 400 } }),
    ),
    dress: (reply) => {
      const dressed = withThinking(reply, options.reasoning ? { style: 'reasoning', text: options.reasoning } : undefined);
      return dressed.kind === 'stream' ? { ...dressed, comments: ['OPENROUTER PROCESSING'] } : dressed;
    },
  };
}

/** A provider failing after OpenRouter answered 200: the chunk it sends mid-stream, or the body of a plain call. */
export function openRouterFailure(req: FakeRequest, afterChunks: string[] = []): FakeReply {
  const error = { code: 502, message: 'Provider returned error', metadata: { provider_name: 'Fake' } };
  if (!req.body.stream) return { kind: 'status', status: 200, body: { id: 'gen-fake', error } };
  return {
    kind: 'stream',
    chunks: [...afterChunks, ''],
    comments: ['OPENROUTER PROCESSING'],
    errorAt: {
      index: afterChunks.length,
      chunk: {
        id: 'gen-fake',
        object: 'chat.completion.chunk',
        created: 1_730_000_000,
        model: req.body.model,
        provider: 'Fake',
        error: { code: 'server_error', message: 'Provider disconnected unexpectedly' },
        choices: [{ index: 0, delta: { content: '' }, finish_reason: 'error' }],
      },
    },
  };
}
