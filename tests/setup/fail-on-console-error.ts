import { afterEach, beforeEach, vi } from 'vitest';

// An unexpected console.error is a bug: fail the test that produced it.
// Tests that expect one spy on console.error themselves (vi.spyOn(...).mockImplementation).
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  const seen = errors;
  vi.restoreAllMocks();
  if (seen.length > 0) throw new Error(`Unexpected console.error: ${seen.map((a) => a.map(String).join(' ')).join('\n')}`);
});
