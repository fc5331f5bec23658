import { APIConnectionError, APIError, APIUserAbortError } from 'openai';
import type { DroppableParam } from './server-traits';
import { DROPPABLE_PARAMS } from './server-traits';

/**
 * What a 4xx answer means for Maya, read from the server's status, `code`, `param` and words.
 * Each server words its refusals its own way (the bodies are quoted in testing/fake-servers.ts).
 */
export type Rejection =
  /** The key, the account or the model is wrong: no call can succeed until the config changes. */
  | { kind: 'misconfigured'; message: string }
  /** `response_format` (or the schema in it) was refused: ask for JSON the next way down. */
  | { kind: 'output'; words: string }
  /** A reasoning model: the length goes as `max_completion_tokens`. */
  | { kind: 'tokenParam'; words: string }
  /** A parameter the answer can do without (a temperature the model does not take, a seed…). */
  | { kind: 'drop'; param: DroppableParam; words: string }
  /** Any other refused parameter: Maya cannot do without it. */
  | { kind: 'parameter'; words: string }
  /** Groq: its JSON mode failed; `generation` is what the model wrote, for the repair call. */
  | { kind: 'jsonFailed'; generation: string }
  /** Prompt and reply do not fit the model's context; `room` is what is left for the reply, when the server said. */
  | { kind: 'context'; words: string; room: number | null; contextTokens: number | null }
  /** The provider's moderation refused this input (OpenRouter's 403 flags, Azure's content filter). */
  | { kind: 'refusal'; words: string }
  /** Anything else (a 400 Maya does not recognise): this call failed, the model may still be fine. */
  | { kind: 'other'; words: string };

/** The server's own words for an error, whatever shape its body had (see error-bodies.ts). */
export function serverWords(err: APIError): string {
  const error = err.error as { message?: unknown } | string | undefined;
  const message = typeof error === 'string' ? error : typeof error?.message === 'string' ? error.message : err.message;
  return scrubSecrets(message).slice(0, 300);
}

/** NOTE: some servers quote part of a refused key back ("Incorrect API key provided: sk-ab***yz"). */
export const scrubSecrets = (text: string) => text.replace(/\b(?:sk|gsk|key|rk)[-_][\w*.-]{4,}/gi, '[key]');

const field = (err: APIError, name: string): unknown => (err.error as Record<string, unknown> | undefined)?.[name];

const mentionsModel = (err: APIError, model: string, words: string) =>
  field(err, 'code') === 'model_not_found' || /\bmodel\b/i.test(words) || words.includes(model);

const contextNumbers = (words: string): { contextTokens: number | null; promptTokens: number | null } => {
  const context = /maximum context length is (\d+)/i.exec(words) ?? /context (?:size|length|window)[^\d]{0,20}(\d+)/i.exec(words);
  const prompt =
    /\((\d+) in the messages/i.exec(words) ?? /has (\d+) input tokens/i.exec(words) ?? /(\d+) (?:prompt|input) tokens/i.exec(words);
  return { contextTokens: context ? Number(context[1]) : null, promptTokens: prompt ? Number(prompt[1]) : null };
};

const CONTEXT_WORDS = /maximum context length|context (?:size|length|window)|max_model_len|too many tokens|prompt is too long/i;

export interface ServerNames {
  model: string;
  /** How the base URL is named in words ("AI_BASE_URL (http://127.0.0.1:11434/v1)"). */
  server: string;
}

/** What an error that is not a transient failure (not 408/409/429/5xx, not a dropped connection) means. */
export function readRejection(err: unknown, names: ServerNames): Rejection | null {
  if (!(err instanceof APIError) || err instanceof APIUserAbortError || err instanceof APIConnectionError) return null;
  const status = err.status;
  if (typeof status !== 'number' || status < 400 || status >= 500 || status === 408 || status === 409 || status === 429) return null;
  const words = serverWords(err);
  const code = field(err, 'code');
  const param = field(err, 'param');
  const { model, server } = names;

  if (status === 401) return { kind: 'misconfigured', message: `the key was refused: ${server} answered 401 (check AI_API_KEY)` };
  if (status === 402) return { kind: 'misconfigured', message: `the key's account has no credits left: ${server} answered 402 (${words})` };
  if (status === 403) {
    if (/flagged|moderation|content.?(?:policy|filter)/i.test(words)) return { kind: 'refusal', words };
    return { kind: 'misconfigured', message: `the key was refused for AI_MODEL '${model}': ${server} answered 403 (${words})` };
  }
  if (status === 404) {
    if (mentionsModel(err, model, words))
      return { kind: 'misconfigured', message: `AI_MODEL '${model}' is not served by ${server}: it answered 404 (${words})` };
    return {
      kind: 'misconfigured',
      message: `${server} has no chat completions endpoint (404): check AI_BASE_URL, which usually ends in /v1`,
    };
  }

  // OpenRouter answers an unknown model id with a 400.
  if (/not a valid model|(?:model|engine)\b.{0,60}\b(?:does not exist|not found)|unknown model|no such model/i.test(words))
    return { kind: 'misconfigured', message: `AI_MODEL '${model}' is not served by ${server}: it answered ${status} (${words})` };
  if (code === 'json_validate_failed') return { kind: 'jsonFailed', generation: String(field(err, 'failed_generation') ?? '') };
  if (code === 'content_filter' || /content management policy|content_policy_violation/i.test(words)) return { kind: 'refusal', words };
  if (CONTEXT_WORDS.test(words) || code === 'context_length_exceeded' || field(err, 'type') === 'exceed_context_size_error') {
    const { contextTokens, promptTokens } = contextNumbers(words);
    const nCtx = field(err, 'n_ctx');
    const nPrompt = field(err, 'n_prompt_tokens');
    const context = typeof nCtx === 'number' ? nCtx : contextTokens;
    const prompt = typeof nPrompt === 'number' ? nPrompt : promptTokens;
    return { kind: 'context', words, contextTokens: context, room: context !== null && prompt !== null ? context - prompt : null };
  }
  if (
    param === 'response_format' ||
    /response_format|response format|json_schema|json_object|structured output|invalid schema/i.test(words)
  )
    return { kind: 'output', words };
  if (param === 'max_tokens' || /max_tokens.{0,80}max_completion_tokens/i.test(words)) return { kind: 'tokenParam', words };
  const dropped = DROPPABLE_PARAMS.find((p) => param === p || new RegExp(`['"\`]?${p}['"\`]?`).test(words));
  if (dropped && (param === dropped || /unsupported|not supported|unrecognized|unknown|not permitted|invalid/i.test(words)))
    return { kind: 'drop', param: dropped, words };
  if (param || code === 'unsupported_parameter' || code === 'unsupported_value' || /unsupported|unrecognized request argument/i.test(words))
    return { kind: 'parameter', words };
  return { kind: 'other', words };
}
