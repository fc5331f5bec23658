import type OpenAI from 'openai';
import type { z } from 'zod';
import { scrubPii } from '../scrub-pii';
import type { AiOperation } from '../types';
import { CircuitOpenError } from './circuit-breaker';
import { deadline, errorMessage, type OpenAiDeps } from './client';
import { dataBlock, repairPrompt, SYSTEM_PROMPTS, type PromptName } from './prompts';
import { withRetries } from './retry';

type Message = OpenAI.Chat.Completions.ChatCompletionMessageParam;

/** The model answered, but not with usable JSON even after the repair attempt. */
export class AiOutputError extends Error {
  constructor(
    readonly operation: AiOperation,
    message: string,
  ) {
    super(`${operation}: ${message}`);
    this.name = 'AiOutputError';
  }
}

function parse<T>(content: string, schema: z.ZodType<T>): { ok: true; value: T } | { ok: false; problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(content.trim().replace(/^```(?:json)?\s*|\s*```$/g, ''));
  } catch {
    return { ok: false, problem: 'it was not valid JSON' };
  }
  const result = schema.safeParse(json);
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    problem: result.error.issues
      .slice(0, 5)
      .map((i) => `${i.path.join('.') || 'reply'}: ${i.message}`)
      .join('; '),
  };
}

export interface JsonCallRequest<T> {
  operation: AiOperation;
  prompt: PromptName;
  data: unknown;
  schema: z.ZodType<T>;
  maxTokens?: number;
  temperature?: number;
  seed?: number;
}

/**
 * One structured call: JSON mode, validated by zod, one repair attempt, retries on 429/5xx, all
 * inside a single deadline of AI_TIMEOUT_MS. Throws when there is still no valid answer.
 */
export async function callJson<T>(deps: OpenAiDeps, req: JsonCallRequest<T>): Promise<T> {
  const { client, settings, usage } = deps;
  const limit = deadline(settings.timeoutMs);
  const complete = async (messages: Message[], attempt: 'initial' | 'repair'): Promise<string> => {
    const started = performance.now();
    try {
      const res = await withRetries(
        () =>
          client.chat.completions.create(
            {
              model: settings.model,
              messages,
              response_format: { type: 'json_object' },
              max_tokens: req.maxTokens ?? 800,
              temperature: req.temperature ?? 0.8,
              ...(req.seed === undefined ? {} : { seed: req.seed }),
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
      usage.record({
        operation: req.operation,
        engine: 'openai',
        model: settings.model,
        ok: true,
        attempt,
        latency_ms: Math.round(performance.now() - started),
        prompt_tokens: res.usage?.prompt_tokens ?? 0,
        completion_tokens: res.usage?.completion_tokens ?? 0,
        total_tokens: res.usage?.total_tokens ?? 0,
      });
      return res.choices[0]?.message?.content ?? '';
    } catch (err) {
      // No call was made while the breaker is open: nothing to record.
      if (!(err instanceof CircuitOpenError))
        usage.record({
          operation: req.operation,
          engine: 'openai',
          model: settings.model,
          ok: false,
          attempt,
          latency_ms: Math.round(performance.now() - started),
          prompt_tokens: 0,
          completion_tokens: 0,
          total_tokens: 0,
          error: errorMessage(err),
        });
      throw err;
    }
  };

  const messages: Message[] = [
    { role: 'system', content: SYSTEM_PROMPTS[req.prompt] },
    { role: 'user', content: dataBlock(scrubPii(req.data)) },
  ];
  const first = await complete(messages, 'initial');
  const parsed = parse(first, req.schema);
  if (parsed.ok) return parsed.value;
  const second = await complete(
    [...messages, { role: 'assistant', content: first.slice(0, 4000) }, { role: 'user', content: repairPrompt(parsed.problem) }],
    'repair',
  );
  const repaired = parse(second, req.schema);
  if (repaired.ok) return repaired.value;
  throw new AiOutputError(req.operation, `invalid output after repair (${repaired.problem})`);
}
