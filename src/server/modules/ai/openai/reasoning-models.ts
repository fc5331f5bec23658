/**
 * Whether AI_MODEL names one of OpenAI's reasoning models, which refuse `max_tokens` (they take
 * `max_completion_tokens`, and spend part of it thinking) and any temperature but the default 1.
 *
 * The rule, on the model id without a router's vendor prefix ("openai/o4-mini" on OpenRouter):
 * - the o-series: `o1`, `o3`, `o4-mini`, `o3-pro-2025-06-10`… (an "o", digits, then the end or "-");
 * - GPT-5 and later minor versions: anything starting with `gpt-5` (`gpt-5`, `gpt-5-mini`, `gpt-5.1`).
 * NOTE: it errs towards yes (gpt-5-chat-latest is counted): every OpenAI chat model takes
 * `max_completion_tokens` and none needs a temperature, so a false yes costs only the temperature,
 * while a false no costs a refused first call. A model the rule misses is learned from its first
 * refusal instead (server-traits.ts).
 */
export function isReasoningModel(model: string): boolean {
  const id = model.trim().toLowerCase().split('/').at(-1) ?? '';
  return /^o\d+(?:-|$)/.test(id) || id.startsWith('gpt-5');
}
