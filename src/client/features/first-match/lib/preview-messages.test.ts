import { describe, expect, it } from 'vitest';
import { PREVIEW_MESSAGES, previewMessages } from './preview-messages';

describe('the conversation preview (§2.9)', () => {
  it('is 6 messages', () => {
    expect(PREVIEW_MESSAGES).toBe(6);
  });

  it('previews at most 6 messages', () => {
    expect(previewMessages([1, 2, 3, 4, 5, 6, 7, 8])).toEqual([1, 2, 3, 4, 5, 6]);
    expect(previewMessages([1, 2])).toEqual([1, 2]);
  });
});
