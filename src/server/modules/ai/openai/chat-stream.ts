import type OpenAI from 'openai';
import { scrubPii } from '../scrub-pii';
import { AiRefusalError } from '../types';
import type { UsageEntry } from '../usage';
import { sendAdapting } from './adaptive-call';
import { CircuitOpenError } from './circuit-breaker';
import { deadline, errorMessage, type OpenAiDeps } from './client';
import { errorOf } from './error-bodies';
import { dataBlock, SYSTEM_PROMPTS } from './prompts';
import { fitToContext } from './context-budget';
import { roomFor, THINKING_ROOM, type CallShape, type Message } from './request-body';
import { failureWords } from './retry';
import { learnTrait, traitsOf } from './server-traits';
import { createThinkingFilter, estimateTokens, reasoningField, ThinkingLeakError } from './thinking';

/** The stream ended without a finish_reason: the connection was cut and the reply is partial. */
export class StreamCutError extends Error {
  constructor() {
    super('the reply stream ended before the model finished');
    this.name = 'StreamCutError';
  }
}

/** The server reported an error inside the stream it had opened with 200 (OpenRouter, vLLM). */
export class StreamErrorChunk extends Error {
  constructor(words: string) {
    super(`the server failed mid-stream: ${words.slice(0, 300)}`);
    this.name = 'StreamErrorChunk';
  }
}

/** The reply reached its length limit after part of it was shown: it is not used half. */
export class ReplyCutError extends Error {
  constructor(tokens: number) {
    super(`the reply was cut at its length limit (${tokens} tokens)`);
    this.name = 'ReplyCutError';
  }
}

/** What the chat sends: the conversation's earlier turns, then the new message with what Maya knows. */
export interface ChatData {
  history: readonly { role: 'user' | 'assistant'; content: string }[];
  persona: unknown;
  message: string;
  maya: unknown;
}

/** Earlier turns sent, fewest last: a prompt that does not fit the server's context drops the oldest. */
const HISTORY_TURNS = [20, 12, 6, 2, 0];

/**
 * The chat as real turns: the person's earlier messages as user turns (each in its own <data>
 * block: what people write is never instructions), Maya's as assistant turns, then the new message.
 */
export function chatMessages(data: ChatData, level = 0): Message[] | null {
  const turns = HISTORY_TURNS[level];
  if (turns === undefined) return null;
  const history = turns === 0 ? [] : data.history.slice(-turns);
  return [
    { role: 'system', content: SYSTEM_PROMPTS.chatReply },
    ...history.map((turn): Message =>
      turn.role === 'user'
        ? { role: 'user', content: dataBlock({ message: scrubPii(turn.content) }) }
        : { role: 'assistant', content: scrubPii(turn.content) },
    ),
    { role: 'user', content: dataBlock(scrubPii({ persona: data.persona, message: data.message, maya: data.maya })) },
  ];
}

type Chunk = OpenAI.Chat.Completions.ChatCompletionChunk;
type Tokens = Pick<UsageEntry, 'prompt_tokens' | 'completion_tokens' | 'total_tokens' | 'reasoning_tokens'>;

/**
 * Streams Maya's reply as text chunks, thinking left out; throws on timeout, HTTP errors, an error
 * inside the stream, a cut stream, a refusal, or a reply cut at its length limit once shown (cut
 * before anything was shown, it is asked again once with twice the room).
 */
export async function* streamChat(
  deps: OpenAiDeps,
  data: ChatData,
  signal?: AbortSignal,
  operation: 'chatReply' | 'chatReplyStream' = 'chatReplyStream',
): AsyncIterable<string> {
  const { client, settings, usage, breaker } = deps;
  const limit = deadline(settings.timeoutMs, signal);
  const maxTokens = 300;
  const budget = { settings, logger: deps.logger, operation, room: roomFor(traitsOf(settings.baseURL, settings.model), maxTokens) };
  const messages = fitToContext(budget, (level) => chatMessages(data, level));
  const shape: CallShape = { messages, maxTokens, temperature: 0.8, stream: true };
  let room: number | undefined;
  for (let longer = false; ; longer = true) {
    const attempt: UsageEntry['attempt'] = longer ? 'longer' : 'stream';
    const started = performance.now();
    let tokens: Tokens = { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 };
    let error: string | undefined;
    let called = true;
    let again = false;
    try {
      const sent = await sendAdapting(deps, shape, { operation, attempt, limit, room }, (body) =>
        client.chat.completions.create(body as OpenAI.Chat.Completions.ChatCompletionCreateParamsStreaming, {
          signal: limit.signal,
          timeout: Math.max(1, limit.at - Date.now()),
        }),
      );
      const filter = createThinkingFilter();
      let reasoning = '';
      let refusal = '';
      let finish: string | null = null;
      let shown = false;
      // The breaker hears how the stream ended, not that it began.
      let settled = false;
      try {
        for await (const chunk of sent.result as AsyncIterable<Chunk>) {
          // vLLM writes its errors as a bare chunk, which the SDK passes on.
          if (!Array.isArray(chunk.choices)) {
            const failure = errorOf(chunk);
            if (failure) throw new StreamErrorChunk(String(failure.message ?? JSON.stringify(failure)));
            continue;
          }
          if (chunk.usage) {
            const details = (chunk.usage as { completion_tokens_details?: { reasoning_tokens?: number } }).completion_tokens_details;
            tokens = {
              prompt_tokens: chunk.usage.prompt_tokens,
              completion_tokens: chunk.usage.completion_tokens,
              total_tokens: chunk.usage.total_tokens,
              ...(details?.reasoning_tokens ? { reasoning_tokens: details.reasoning_tokens } : {}),
            };
          }
          const choice = chunk.choices[0];
          reasoning += reasoningField(choice?.delta);
          if (choice?.delta?.refusal) refusal += choice.delta.refusal;
          if (choice?.delta?.content) {
            const text = filter.push(choice.delta.content);
            if (text) {
              shown ||= text.trim().length > 0;
              yield text;
            }
          }
          if (choice?.finish_reason) finish = choice.finish_reason;
        }
        if (finish === null) throw new StreamCutError();
        if (finish === 'error') throw new StreamErrorChunk('finish_reason "error"');
        breaker.succeeded();
        settled = true;
        const tail = filter.end();
        if (tail) yield tail;
      } catch (err) {
        if (!settled) {
          // The reader leaving says nothing about the model; a stream that stopped or broke does.
          if (signal?.aborted) breaker.abandoned();
          else if (limit.timedOut()) breaker.failed('no answer within AI_TIMEOUT_MS');
          else if (err instanceof ThinkingLeakError) breaker.succeeded();
          else breaker.failed(failureWords(err));
          settled = true;
        }
        throw err;
      } finally {
        // The reader left before the end: nothing was learned about the model.
        if (!settled) breaker.abandoned();
        const thinking = reasoning + filter.thinking;
        if (thinking) tokens.reasoning_tokens ??= estimateTokens(thinking);
        if (tokens.reasoning_tokens) learnTrait(settings, sent.traits, { kind: 'thinks' }, deps.logger, 'the model thinks');
      }
      if (refusal || finish === 'content_filter') throw new AiRefusalError(refusal || 'the content filter stopped the reply');
      if (finish === 'length') {
        if (shown || longer) throw new ReplyCutError(sent.room);
        room = 2 * sent.room + (sent.traits.thinks ? 0 : THINKING_ROOM);
        error = `the reply was cut at ${sent.room} tokens`;
        again = true;
      }
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
          attempt,
          latency_ms: Math.round(performance.now() - started),
          ...tokens,
          ...(error ? { error } : {}),
        });
    }
    if (!again) return;
  }
}
