import { describe, expect, it } from 'vitest';
import { isReasoningModel } from './reasoning-models';

describe('isReasoningModel', () => {
  it.each([
    'o1',
    'o1-mini',
    'o3',
    'o3-pro-2025-06-10',
    'o4-mini',
    'O4-MINI',
    'gpt-5',
    'gpt-5-mini',
    'gpt-5-nano',
    'gpt-5.1',
    'openai/o4-mini',
    'openai/gpt-5',
  ])('%s is one', (model) => expect(isReasoningModel(model)).toBe(true));
  it.each([
    'gpt-4o-mini',
    'gpt-4o',
    'gpt-4.1',
    'omni-moderation-latest',
    'o',
    'llama3.2:latest',
    'qwen3:8b',
    'deepseek-r1',
    'openai/gpt-4o-mini',
  ])('%s is not', (model) => expect(isReasoningModel(model)).toBe(false));
});
