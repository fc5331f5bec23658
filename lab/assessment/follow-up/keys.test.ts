import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { deriveKeys, KEYS_PATH } from './derive-keys';

describe('the follow-up keys', () => {
  it('are the consensus of the key readings (rerun derive-keys.ts after a reading changes)', () => {
    expect(JSON.parse(readFileSync(KEYS_PATH, 'utf8'))).toEqual(deriveKeys());
  });
});
