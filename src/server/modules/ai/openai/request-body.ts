import type OpenAI from 'openai';
import type { ServerTraits } from './server-traits';

export type Message = OpenAI.Chat.Completions.ChatCompletionMessageParam;

/** What one call asks for, before it is fitted to what the server takes. */
export interface CallShape {
  messages: Message[];
  /** The reply's own length; thinking gets room on top (THINKING_ROOM). */
  maxTokens: number;
  temperature?: number;
  seed?: number;
  /** JSON calls: the answer's strict schema and its name (response_format json_schema). */
  json?: { name: string; schema: Record<string, unknown> };
  stream?: boolean;
}

/**
 * Tokens added to a thinking model's reply length for its reasoning, which the server counts
 * against the same limit. NOTE: a guess that fits short answers at low effort; a reply cut while
 * thinking is retried once with twice the room (json-call.ts, chat-stream.ts).
 */
export const THINKING_ROOM = 1024;

/** The length limit sent: the reply's, plus room for thinking when the model thinks. */
export const roomFor = (traits: ServerTraits, maxTokens: number) => maxTokens + (traits.thinks ? THINKING_ROOM : 0);

function responseFormat(traits: ServerTraits, json: NonNullable<CallShape['json']>) {
  if (traits.output === 'json_schema')
    return { type: 'json_schema' as const, json_schema: { name: json.name, strict: true, schema: json.schema } };
  if (traits.output === 'json_object') return { type: 'json_object' as const };
  return undefined;
}

/** The request body for `traits`: only what the server takes. */
export function requestBody(model: string, traits: ServerTraits, shape: CallShape, room: number) {
  const format = shape.json ? responseFormat(traits, shape.json) : undefined;
  const sends = (param: ServerTraits['dropped'][number]) => !traits.dropped.includes(param);
  return {
    model,
    messages: shape.messages,
    [traits.tokenParam]: room,
    ...(shape.temperature !== undefined && sends('temperature') ? { temperature: shape.temperature } : {}),
    ...(shape.seed !== undefined && sends('seed') ? { seed: shape.seed } : {}),
    ...(format ? { response_format: format } : {}),
    ...(shape.stream ? { stream: true as const, ...(sends('stream_options') ? { stream_options: { include_usage: true } } : {}) } : {}),
  };
}
