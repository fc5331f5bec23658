import { describe, expect, it, vi } from 'vitest';
import { ContextOverflowError, fitToContext } from './context-budget';
import { contextWindow, UNKNOWN_SERVER_CONTEXT } from './context-window';
import type { Message } from './request-body';
import { ESTIMATE_FACTOR, promptTokens, tokenCounter } from './token-count';

const settings = (model: string, contextTokens?: number) => ({ model, timeoutMs: 1000, maxRetries: 0, maxRetryWaitMs: 0, contextTokens });
const words = (n: number) => 'the quick brown fox jumps over the lazy dog '.repeat(n);

describe('counting tokens', () => {
  it("counts OpenAI's models exactly and estimates others from o200k_base, on the safe side", () => {
    const text = 'Hello there, how was your weekend?';
    expect(tokenCounter('gpt-4o-mini')).toMatchObject({ exact: true });
    expect(tokenCounter('gpt-4o-mini').count(text)).toBe(8);
    expect(tokenCounter('gpt-3.5-turbo')).toMatchObject({ exact: true });
    const other = tokenCounter('llama3.2');
    expect(other.exact).toBe(false);
    expect(other.count(text)).toBe(Math.ceil(8 * ESTIMATE_FACTOR));
  });

  it('adds the chat format to the messages', () => {
    const counter = tokenCounter('gpt-4o');
    const messages: Message[] = [
      { role: 'system', content: 'Hi' },
      { role: 'user', content: 'Hi' },
    ];
    expect(promptTokens(counter, messages)).toBe(3 + 2 * (4 + counter.count('Hi')));
  });
});

describe("the server's context", () => {
  it('is AI_CONTEXT_TOKENS when set, an OpenAI model its window, anything else 4,096', () => {
    expect(contextWindow('llama3.2', 32_768)).toEqual({ tokens: 32_768, source: 'configured' });
    expect(contextWindow('gpt-4o-mini', undefined)).toEqual({ tokens: 128_000, source: 'model' });
    expect(contextWindow('qwen3:8b', undefined)).toEqual({ tokens: UNKNOWN_SERVER_CONTEXT, source: 'default' });
  });
});

describe('fitting a prompt', () => {
  const logger = { warn: vi.fn(), error: vi.fn() };
  const prompt = (n: number): Message[] => [{ role: 'user', content: words(n) }];

  it('sends the most detailed level that fits with room for the reply', () => {
    const levels = [400, 200, 50];
    const fitted = fitToContext({ settings: settings('gpt-4o', 2048), logger, operation: 'simulateWindow', room: 800 }, (level) =>
      levels[level] === undefined ? null : prompt(levels[level]!),
    );
    expect(fitted).toEqual(prompt(50));
  });

  it('refuses, in words and logged once, when even the least detail does not fit', () => {
    const budget = { settings: settings('gpt-4o', 1024), logger, operation: 'concludeSimulation' as const, room: 600 };
    const at = (level: number) => (level < 2 ? prompt(100) : null);
    expect(() => fitToContext(budget, at)).toThrow(ContextOverflowError);
    expect(() => fitToContext(budget, at)).toThrow(
      /concludeSimulation: the prompt and its reply need \d+ tokens and the server holds 1024/,
    );
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });
});
