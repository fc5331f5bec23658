import { countTokens as cl100k } from 'gpt-tokenizer/encoding/cl100k_base';
import { countTokens as o200k } from 'gpt-tokenizer/encoding/o200k_base';

export interface TokenCounter {
  count(text: string): number;
  /** True when the count is the model's own tokenizer (OpenAI models), false for the estimate. */
  exact: boolean;
}

/**
 * Other models' tokenizers are not on this machine (no downloads), so their count is estimated from
 * o200k_base: ×1.3 over-counts Llama 3's and Qwen's large vocabularies a little and about matches the
 * 32k SentencePiece ones (Mistral, Llama 2), so a prompt that fits the estimate fits the server.
 */
export const ESTIMATE_FACTOR = 1.3;

const O200K_MODELS = /^(?:gpt-4o|chatgpt-4o|gpt-4\.1|gpt-4\.5|gpt-5|gpt-oss|o\d)/;
const CL100K_MODELS = /^(?:gpt-4|gpt-3\.5)/;

/** A counter for the configured model: exact for OpenAI's models, a documented estimate for others. */
export function tokenCounter(model: string): TokenCounter {
  const name = model.toLowerCase().replace(/^openai\//, '');
  if (O200K_MODELS.test(name)) return { count: (text) => o200k(text), exact: true };
  if (CL100K_MODELS.test(name)) return { count: (text) => cl100k(text), exact: true };
  return { count: (text) => Math.ceil(o200k(text) * ESTIMATE_FACTOR), exact: false };
}

/** OpenAI's chat format adds about 4 tokens a message and 3 to prime the reply (OpenAI cookbook). */
const PER_MESSAGE = 4;
const REPLY_PRIMING = 3;

/** The tokens of a chat prompt, as the server will count them (text content only). */
export function promptTokens(counter: TokenCounter, messages: readonly { content?: unknown }[]): number {
  let total = REPLY_PRIMING;
  for (const m of messages) total += PER_MESSAGE + (typeof m.content === 'string' ? counter.count(m.content) : 0);
  return total;
}
