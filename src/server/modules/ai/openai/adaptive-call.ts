import { AiRefusalError, type AiOperation } from '../types';
import type { UsageEntry } from '../usage';
import { errorMessage, serverName, type OpenAiDeps } from './client';
import { readRejection, type Rejection } from './rejections';
import { requestBody, roomFor, type CallShape } from './request-body';
import { withRetries } from './retry';
import { learnTrait, traitsOf, type ServerTraits } from './server-traits';

/** Groq's JSON mode failed (400 json_validate_failed): what the model wrote goes to the repair call. */
export class JsonRejectedError extends Error {
  constructor(readonly generation: string) {
    super('the server could not produce valid JSON (json_validate_failed)');
    this.name = 'JsonRejectedError';
  }
}

/** The prompt and the reply do not fit the model's context on this server. */
export class ContextOverflowError extends Error {
  constructor(operation: AiOperation, model: string, server: string, words: string) {
    super(`the prompt for ${operation} does not fit AI_MODEL '${model}''s context at ${server}: ${words}`);
    this.name = 'ContextOverflowError';
  }
}

/** The fewest reply tokens worth retrying for when the server says how much room is left. */
const MIN_ROOM = 32;
/** Refusals worked around in one call at most (response_format twice, the length parameter, temperature). */
const MAX_ADAPTATIONS = 4;

export interface CallContext {
  operation: AiOperation;
  attempt: UsageEntry['attempt'];
  limit: { signal: AbortSignal; at: number; timedOut: () => boolean };
  /** The reply length to send instead of the shape's (a retry after a cut reply). */
  room?: number;
  /** Adds to a misconfiguration's words (the start-up check names the models the server does serve). */
  describe?: (message: string) => string;
}

/** Opens the misconfigured state and says so once, in words. */
export function reportMisconfigured(deps: OpenAiDeps, message: string): void {
  if (deps.breaker.misconfigured(message))
    deps.logger.error({ model: deps.settings.model, misconfigured: message }, `AI model misconfigured: ${message}; answering offline`);
}

/**
 * One request, fitted to what the server takes: sent with what is known to work, and when the
 * server refuses a parameter Maya can do without (response_format, max_tokens, temperature…),
 * learned (once per process) and sent again. A refusal nothing can work around opens the
 * misconfigured state; Groq's failed JSON and a context overflow become errors of their own.
 */
export async function sendAdapting<R>(
  deps: OpenAiDeps,
  shape: CallShape,
  context: CallContext,
  send: (body: ReturnType<typeof requestBody>) => Promise<R>,
): Promise<{ result: R; traits: ServerTraits; room: number }> {
  const { settings, breaker } = deps;
  const names = { model: settings.model, server: serverName(settings.baseURL) };
  let room = context.room;
  for (let adaptations = 0; ; adaptations++) {
    const traits = traitsOf(settings.baseURL, settings.model);
    const sentRoom = room ?? roomFor(traits, shape.maxTokens);
    const started = performance.now();
    try {
      const result = await withRetries(() => send(requestBody(settings.model, traits, shape, sentRoom)), {
        maxRetries: settings.maxRetries,
        maxWaitMs: settings.maxRetryWaitMs,
        deadlineAt: context.limit.at,
        signal: context.limit.signal,
        breaker,
        timedOut: context.limit.timedOut,
        deferSuccess: shape.stream,
      });
      return { result, traits, room: sentRoom };
    } catch (err) {
      const rejection = readRejection(err, names);
      if (!rejection) throw err;
      const adapted = adaptations < MAX_ADAPTATIONS && adapt(deps, rejection, traits, shape, sentRoom);
      if (adapted === false) throw outcome(deps, rejection, context, err);
      // A refused request reached the server: it is recorded like any call.
      deps.usage.record({
        operation: context.operation,
        engine: 'openai',
        model: settings.model,
        ok: false,
        attempt: context.attempt,
        latency_ms: Math.round(performance.now() - started),
        prompt_tokens: 0,
        completion_tokens: 0,
        total_tokens: 0,
        error: errorMessage(err),
      });
      if (typeof adapted === 'number') room = adapted;
    }
  }
}

/** Learns what the rejection says and returns true (or the reply room to use) when sending again can work. */
function adapt(deps: OpenAiDeps, rejection: Rejection, sent: ServerTraits, shape: CallShape, sentRoom: number): boolean | number {
  const learn = (change: Parameters<typeof learnTrait>[2], words: string) => learnTrait(deps.settings, sent, change, deps.logger, words);
  switch (rejection.kind) {
    case 'output':
      return Boolean(shape.json) && learn({ kind: 'output' }, rejection.words);
    case 'tokenParam':
      return learn({ kind: 'tokenParam' }, rejection.words);
    case 'drop':
      return learn({ kind: 'drop', param: rejection.param }, rejection.words);
    case 'context':
      // vLLM says what is left for the reply: ask for that much (a reply cut short fails on its own).
      return rejection.room !== null && rejection.room >= MIN_ROOM && rejection.room < sentRoom ? rejection.room : false;
    default:
      return false;
  }
}

/** The error a rejection ends the call with. */
function outcome(deps: OpenAiDeps, rejection: Rejection, context: CallContext, err: unknown): unknown {
  const { model, baseURL } = deps.settings;
  const server = serverName(baseURL);
  const { operation, describe = (message: string) => message } = context;
  switch (rejection.kind) {
    case 'misconfigured':
      reportMisconfigured(deps, describe(rejection.message));
      return err;
    case 'output':
    case 'tokenParam':
    case 'drop':
    case 'parameter':
      reportMisconfigured(deps, describe(`${server} refused a parameter for AI_MODEL '${model}': ${rejection.words}`));
      return err;
    case 'jsonFailed':
      return new JsonRejectedError(rejection.generation);
    case 'context':
      return new ContextOverflowError(operation, model, server, rejection.words);
    case 'refusal':
      return new AiRefusalError(rejection.words);
    case 'other':
      return err;
  }
}
