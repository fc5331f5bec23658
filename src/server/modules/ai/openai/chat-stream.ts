import type OpenAI from 'openai';
import { scrubPii } from '../scrub-pii';
import { CircuitOpenError } from './circuit-breaker';
import { deadline, errorMessage, type OpenAiDeps } from './client';
import { dataBlock, SYSTEM_PROMPTS } from './prompts';
import { withRetries } from './retry';

/** The stream ended without a finish_reason: the connection was cut and the reply is partial. */
export class StreamCutError extends Error {
  constructor() {
    super('the reply stream ended before the model finished');
    this.name = 'StreamCutError';
  }
}

export const chatMessages = (data: unknown): OpenAI.Chat.Completions.ChatCompletionMessageParam[] => [
  { role: 'system', content: SYSTEM_PROMPTS.chatReply },
  { role: 'user', content: dataBlock(scrubPii(data)) },
];

/** Streams Maya's reply as text chunks; throws on timeout, HTTP errors or a cut stream. */
export async function* streamChat(
  deps: OpenAiDeps,
  data: unknown,
  signal?: AbortSignal,
  operation: 'chatReply' | 'chatReplyStream' = 'chatReplyStream',
): AsyncIterable<string> {
  const { client, settings, usage } = deps;
  const limit = deadline(settings.timeoutMs, signal);
  const started = performance.now();
  let tokens = { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 };
  let error: string | undefined;
  let called = true;
  try {
    const stream = await withRetries(
      () =>
        client.chat.completions.create(
          {
            model: settings.model,
            messages: chatMessages(data),
            stream: true,
            stream_options: { include_usage: true },
            max_tokens: 300,
            temperature: 0.8,
          },
          { signal: limit.signal, timeout: Math.max(1, limit.at - Date.now()) },
        ),
      {
        maxRetries: settings.maxRetries,
        maxWaitMs: settings.maxRetryWaitMs,
        deadlineAt: limit.at,
        signal: limit.signal,
        breaker: deps.breaker,
        timedOut: limit.timedOut,
      },
    );
    let finished = false;
    for await (const chunk of stream) {
      if (chunk.usage)
        tokens = {
          prompt_tokens: chunk.usage.prompt_tokens,
          completion_tokens: chunk.usage.completion_tokens,
          total_tokens: chunk.usage.total_tokens,
        };
      const choice = chunk.choices[0];
      if (choice?.delta?.content) yield choice.delta.content;
      if (choice?.finish_reason) finished = true;
    }
    if (!finished) throw new StreamCutError();
  } catch (err) {
    error = errorMessage(err);
    called = !(err instanceof CircuitOpenError);
    throw err;
  } finally {
    if (called)
      usage.record({
        operation,
        engine: 'openai',
        model: settings.model,
        ok: error === undefined,
        attempt: 'stream',
        latency_ms: Math.round(performance.now() - started),
        ...tokens,
        ...(error ? { error } : {}),
      });
  }
}
