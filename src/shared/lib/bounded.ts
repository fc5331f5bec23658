import { z } from 'zod';
import { isStorableText } from './storable-text';

/**
 * Building blocks for request bodies: every free-text field has a length cap and refuses what
 * PostgreSQL cannot store, and free-form JSON has a bounded shape, so odd input is a 400 before
 * any work (never a 500 from the database, a stack overflow, or a quadratic scan).
 */

/** Length caps (in UTF-16 units, like String#length) for the kinds of text requests carry. */
export const TEXT_LIMITS = { id: 100, name: 100, label: 200, text: 500, message: 2000, url: 2048 } as const;

export const UNSTORABLE_TEXT_MESSAGE = 'Text contains characters that cannot be stored (NUL or an unpaired surrogate)';

/** A request string of at most `max` units, without NUL or lone surrogates (refused with a 400). */
export const safeText = (max: number) => z.string().max(max).refine(isStorableText, { message: UNSTORABLE_TEXT_MESSAGE });

export type JsonLimits = { maxDepth: number; maxNodes: number; maxKeyLength: number; maxStringLength: number };
export const DEFAULT_JSON_LIMITS: JsonLimits = { maxDepth: 8, maxNodes: 200, maxKeyLength: 100, maxStringLength: 500 };

/**
 * Why `value` is not small, plain JSON within `limits`, or null when it is. Stops at the first
 * problem, and never descends past maxDepth, so hostile nesting costs nothing.
 */
export function jsonProblem(value: unknown, limits: JsonLimits = DEFAULT_JSON_LIMITS): string | null {
  let nodes = 0;
  const visit = (node: unknown, depth: number): string | null => {
    if (++nodes > limits.maxNodes) return `has more than ${limits.maxNodes} values`;
    if (node === null || typeof node === 'boolean') return null;
    if (typeof node === 'number') return Number.isFinite(node) ? null : 'has a number that is not finite';
    if (typeof node === 'string') {
      if (node.length > limits.maxStringLength) return `has a string longer than ${limits.maxStringLength}`;
      return isStorableText(node) ? null : UNSTORABLE_TEXT_MESSAGE;
    }
    if (typeof node !== 'object') return 'is not JSON';
    if (depth >= limits.maxDepth) return `is nested deeper than ${limits.maxDepth} levels`;
    const entries = Array.isArray(node) ? node.map((item) => ['', item] as const) : Object.entries(node);
    for (const [key, item] of entries) {
      if (key.length > limits.maxKeyLength) return `has a key longer than ${limits.maxKeyLength}`;
      if (!isStorableText(key)) return UNSTORABLE_TEXT_MESSAGE;
      const problem = visit(item, depth + 1);
      if (problem) return problem;
    }
    return null;
  };
  return visit(value, 0);
}

const refineJson = (limits: JsonLimits) => (value: unknown, ctx: z.RefinementCtx) => {
  const problem = jsonProblem(value, limits);
  if (problem) ctx.addIssue({ code: 'custom', message: `JSON ${problem}` });
};

/** A free-form JSON object from a request, bounded in depth, size and text (the object itself is level 1). */
export const boundedJsonObject = (limits: Partial<JsonLimits> = {}) =>
  z.record(z.string(), z.unknown()).superRefine(refineJson({ ...DEFAULT_JSON_LIMITS, ...limits }));
