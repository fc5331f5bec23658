import type OpenAI from 'openai';
import type { z } from 'zod';
import { scrubPii } from '../scrub-pii';
import { AiRefusalError, type AiOperation } from '../types';
import { noteModelCall } from '../call-ledger';
import type { UsageEntry } from '../usage';
import { JsonRejectedError, sendAdapting, type CallContext } from './adaptive-call';
import { CircuitOpenError } from './circuit-breaker';
import { deadline, errorMessage, type OpenAiDeps } from './client';
import { fitToContext } from './context-budget';
import { dataBlock, repairPrompt, SYSTEM_PROMPTS, type PromptName } from './prompts';
import { roomFor, type CallShape, type Message } from './request-body';
import { learnTrait, traitsOf } from './server-traits';
import { strictJsonSchema, withoutNulls } from './strict-schema';
import { estimateTokens, reasoningField, splitThinking } from './thinking';

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

/** The JSON in a reply: the whole reply, a fenced block, or (asked in the prompt alone) the object inside prose. */
function jsonIn(content: string): unknown {
  const text = content.trim().replace(/^```(?:json)?\s*|\s*```$/g, '');
  try {
    return JSON.parse(text);
  } catch {
    const start = text.indexOf('{');
    const end = text.lastIndexOf('}');
    if (start < 0 || end <= start) throw new SyntaxError('no JSON object');
    return JSON.parse(text.slice(start, end + 1));
  }
}

function parse<T>(content: string, schema: z.ZodType<T>): { ok: true; value: T } | { ok: false; problem: string } {
  let json: unknown;
  try {
    json = jsonIn(content);
  } catch {
    return { ok: false, problem: 'it was not valid JSON' };
  }
  const result = schema.safeParse(withoutNulls(json));
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
  /**
   * The data told with less detail (level 1, 2, …; null past the last) when the prompt does not fit
   * the server's context (context-budget.ts). Without it, data that does not fit is not sent.
   */
  shrink?: (level: number) => unknown;
  /**
   * The caller's own deadline, shorter than AI_TIMEOUT_MS (the relay's): it aborts `signal` after `withinMs`, and no
   * retry starts past it. The breaker is told nothing about the model by that abort (too slow here is not down).
   */
  caller?: { signal: AbortSignal; withinMs: number };
}

type Completion = OpenAI.Chat.Completions.ChatCompletion;

const usageOf = (res: Completion, thinking: string) => {
  const reported = (res.usage as { completion_tokens_details?: { reasoning_tokens?: number } } | undefined)?.completion_tokens_details
    ?.reasoning_tokens;
  return {
    prompt_tokens: res.usage?.prompt_tokens ?? 0,
    completion_tokens: res.usage?.completion_tokens ?? 0,
    total_tokens: res.usage?.total_tokens ?? 0,
    // Thinking is paid for like the answer: the server's count, else an estimate of the stripped text.
    reasoning_tokens: reported ?? (thinking ? estimateTokens(thinking) : 0),
  };
};

/**
 * One completion's answer text: thinking stripped, a refusal thrown as one, and a reply cut at
 * its length limit asked again once with twice the room (never used half).
 */
async function completeText(deps: OpenAiDeps, shape: CallShape, context: CallContext): Promise<string> {
  const { client, settings, usage } = deps;
  let room: number | undefined;
  for (let longer = false; ; longer = true) {
    const attempt: UsageEntry['attempt'] = longer ? 'longer' : context.attempt;
    const started = performance.now();
    const record = (entry: Partial<UsageEntry>) =>
      usage.record({
        operation: context.operation,
        engine: 'openai',
        model: settings.model,
        ok: true,
        attempt,
        latency_ms: Math.round(performance.now() - started),
        prompt_tokens: 0,
        completion_tokens: 0,
        total_tokens: 0,
        ...entry,
      });
    let sent: Awaited<ReturnType<typeof sendAdapting<Completion>>>;
    try {
      sent = await sendAdapting(deps, shape, { ...context, attempt, room }, (body) => {
        noteModelCall();
        return client.chat.completions.create(body as OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming, {
          signal: context.limit.signal,
          timeout: Math.max(1, context.limit.at - Date.now()),
        });
      });
    } catch (err) {
      // No call was made while the breaker is open: nothing to record.
      if (!(err instanceof CircuitOpenError)) record({ ok: false, error: errorMessage(err) });
      throw err;
    }
    const res = sent.result;
    const choice = res.choices?.[0];
    const message = choice?.message;
    const split = splitThinking(message?.content ?? '');
    const thinking = reasoningField(message) + split.thinking;
    const tokens = usageOf(res, thinking);
    // OpenAI shows no thinking, only its count.
    if (thinking || tokens.reasoning_tokens) learnTrait(settings, sent.traits, { kind: 'thinks' }, deps.logger, 'the model thinks');
    const cut = choice?.finish_reason === 'length';
    const refusal = message?.refusal ?? (choice?.finish_reason === 'content_filter' ? 'the content filter stopped the reply' : null);
    record({
      ...tokens,
      ...(refusal ? { error: 'refusal' } : cut ? { ok: false, error: `the reply was cut at ${sent.room} tokens` } : {}),
    });
    if (refusal) throw new AiRefusalError(refusal);
    if (!cut) return split.text;
    if (longer) throw new AiOutputError(context.operation, `the reply was cut at its length limit (${sent.room} tokens) twice`);
    // Twice the room, and room to think if it turned out to think.
    room = 2 * sent.room + (tokens.reasoning_tokens && !sent.traits.thinks ? roomFor({ ...sent.traits, thinks: true }, 0) : 0);
  }
}

/**
 * One structured call: the JSON the server takes best (strict json_schema, JSON mode or the
 * prompt alone), validated by zod, one repair attempt, retries on 429/5xx, all inside a single
 * deadline of AI_TIMEOUT_MS. Throws when there is still no valid answer.
 */
export async function callJson<T>(deps: OpenAiDeps, req: JsonCallRequest<T>): Promise<T> {
  const own = deadline(deps.settings.timeoutMs, req.caller?.signal);
  const limit = req.caller ? { ...own, at: Math.min(own.at, Date.now() + req.caller.withinMs) } : own;
  const shapeOf = (messages: Message[]): CallShape => ({
    messages,
    maxTokens: req.maxTokens ?? 800,
    temperature: req.temperature ?? 0.8,
    seed: req.seed,
    json: { name: req.operation, schema: strictJsonSchema(req.schema) },
  });
  const complete = async (messages: Message[], attempt: 'initial' | 'repair') => {
    try {
      return await completeText(deps, shapeOf(messages), { operation: req.operation, attempt, limit });
    } catch (err) {
      // Groq's JSON mode failed: what the model wrote is repaired like any invalid reply.
      if (err instanceof JsonRejectedError) return err.generation;
      throw err;
    }
  };

  const dataAt = (level: number) => (level === 0 ? req.data : (req.shrink?.(level) ?? null));
  const promptAt = (level: number, after: Message[] = []): Message[] | null => {
    const data = dataAt(level);
    if (data === null) return null;
    return [{ role: 'system', content: SYSTEM_PROMPTS[req.prompt] }, { role: 'user', content: dataBlock(scrubPii(data)) }, ...after];
  };
  const budget = {
    settings: deps.settings,
    logger: deps.logger,
    operation: req.operation,
    room: roomFor(traitsOf(deps.settings.baseURL, deps.settings.model), req.maxTokens ?? 800),
  };
  const first = await complete(fitToContext(budget, promptAt), 'initial');
  const parsed = parse(first, req.schema);
  if (parsed.ok) return parsed.value;
  const repair: Message[] = [
    { role: 'assistant', content: first.slice(0, 4000) },
    { role: 'user', content: repairPrompt(parsed.problem) },
  ];
  const second = await complete(
    fitToContext(budget, (level) => promptAt(level, repair)),
    'repair',
  );
  const repaired = parse(second, req.schema);
  if (repaired.ok) return repaired.value;
  throw new AiOutputError(req.operation, `invalid output after repair (${repaired.problem})`);
}
