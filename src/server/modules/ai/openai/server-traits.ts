import type { AiLogger } from '../types';
import { isReasoningModel } from './reasoning-models';

/** How a JSON call asks for JSON, best first: a strict schema, JSON mode, or the system prompt alone. */
export const OUTPUT_MODES = ['json_schema', 'json_object', 'prompt'] as const;
export type OutputMode = (typeof OUTPUT_MODES)[number];

/** Request parameters Maya may leave out when a server refuses them (the answer does not depend on them). */
export const DROPPABLE_PARAMS = ['temperature', 'seed', 'stream_options'] as const;
export type DroppableParam = (typeof DROPPABLE_PARAMS)[number];

/** What one server (base URL + model) takes, as far as Maya knows. */
export interface ServerTraits {
  output: OutputMode;
  tokenParam: 'max_tokens' | 'max_completion_tokens';
  dropped: readonly DroppableParam[];
  /** The model was seen thinking (reasoning fields or `<think>`): its replies get room for it. */
  thinks: boolean;
}

/** The server's identity for what it takes: the same model on two servers may differ. */
export const serverKey = (baseURL: string | undefined, model: string) => `${baseURL ?? 'https://api.openai.com/v1'} ${model}`;

/**
 * What each server refused so far, for the whole process: learned from its first refusal, so a
 * later call starts from what works. NOTE: nothing is unlearned before a restart; a server that
 * is upgraded to take json_schema gets it again after one.
 */
const learned = new Map<string, ServerTraits>();

function initialTraits(model: string): ServerTraits {
  const reasoning = isReasoningModel(model);
  return {
    output: 'json_schema',
    tokenParam: reasoning ? 'max_completion_tokens' : 'max_tokens',
    dropped: reasoning ? ['temperature'] : [],
    thinks: reasoning,
  };
}

export function traitsOf(baseURL: string | undefined, model: string): ServerTraits {
  return learned.get(serverKey(baseURL, model)) ?? initialTraits(model);
}

export type TraitChange = { kind: 'output' } | { kind: 'tokenParam' } | { kind: 'drop'; param: DroppableParam } | { kind: 'thinks' };

/** The traits after `change`, or null when `change` is already part of them (nothing to learn). */
function apply(traits: ServerTraits, change: TraitChange, sent: ServerTraits): ServerTraits | null {
  switch (change.kind) {
    case 'output': {
      // Steps down from the mode the refused request used: two calls refused at once step once.
      const next = OUTPUT_MODES[OUTPUT_MODES.indexOf(sent.output) + 1];
      return next && OUTPUT_MODES.indexOf(traits.output) < OUTPUT_MODES.indexOf(next) ? { ...traits, output: next } : null;
    }
    case 'tokenParam':
      return traits.tokenParam === 'max_tokens' ? { ...traits, tokenParam: 'max_completion_tokens' } : null;
    case 'drop':
      return traits.dropped.includes(change.param) ? null : { ...traits, dropped: [...traits.dropped, change.param] };
    case 'thinks':
      return traits.thinks ? null : { ...traits, thinks: true };
  }
}

/** Whether a request sent with `sent` can be sent again without what was refused. */
function adaptable(sent: ServerTraits, change: TraitChange): boolean {
  switch (change.kind) {
    case 'output':
      return sent.output !== 'prompt';
    case 'tokenParam':
      return sent.tokenParam === 'max_tokens';
    case 'drop':
      return !sent.dropped.includes(change.param);
    case 'thinks':
      return !sent.thinks;
  }
}

/**
 * Remembers what the server refused (or showed) for the rest of the process and logs it once, the
 * first time. Returns false when the request already went without it: Maya cannot work around
 * the refusal.
 */
export function learnTrait(
  server: { baseURL?: string; model: string },
  sent: ServerTraits,
  change: TraitChange,
  logger: AiLogger,
  why: string,
): boolean {
  if (!adaptable(sent, change)) return false;
  const after = apply(traitsOf(server.baseURL, server.model), change, sent);
  if (!after) return true;
  learned.set(serverKey(server.baseURL, server.model), after);
  if (change.kind !== 'thinks')
    logger.warn(
      { model: server.model, baseURL: server.baseURL ?? null, why: why.slice(0, 300) },
      `AI server refused a request parameter; from now on ${describeChange(after, change)}`,
    );
  return true;
}

function describeChange(after: ServerTraits, change: TraitChange): string {
  switch (change.kind) {
    case 'output':
      return after.output === 'prompt' ? 'JSON is asked for in the prompt only' : `JSON calls use response_format ${after.output}`;
    case 'tokenParam':
      return 'the reply length is sent as max_completion_tokens';
    case 'drop':
      return `${change.param} is not sent`;
    case 'thinks':
      return 'replies get room for thinking';
  }
}

/** For tests: every server starts again from what its model's name implies. * @internal used by tests and the lab.
 */
export function forgetServerTraits(): void {
  learned.clear();
}
