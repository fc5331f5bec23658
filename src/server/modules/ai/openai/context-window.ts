/**
 * How many tokens the server holds (prompt and reply together): AI_CONTEXT_TOKENS when set; else
 * OpenAI's own models' windows; else 4,096, Ollama's default (`OLLAMA_CONTEXT_LENGTH` raises it,
 * its OpenAI endpoint cannot), so an unconfigured local server is never sent more than it keeps.
 */
export const UNKNOWN_SERVER_CONTEXT = 4096;

const KNOWN: readonly [RegExp, number][] = [
  [/^(?:gpt-4\.1)/, 1_047_576],
  [/^(?:gpt-5)/, 400_000],
  [/^(?:o\d)/, 200_000],
  [/^(?:gpt-4o|chatgpt-4o|gpt-4-turbo|gpt-4\.5)/, 128_000],
  [/^(?:gpt-4)/, 8_192],
  [/^(?:gpt-3\.5)/, 16_385],
];

export function contextWindow(
  model: string,
  configured: number | undefined,
): { tokens: number; source: 'configured' | 'model' | 'default' } {
  if (configured) return { tokens: configured, source: 'configured' };
  const name = model.toLowerCase().replace(/^openai\//, '');
  const known = KNOWN.find(([pattern]) => pattern.test(name));
  return known ? { tokens: known[1], source: 'model' } : { tokens: UNKNOWN_SERVER_CONTEXT, source: 'default' };
}
