import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as companion from '../schemas/companion';
import * as simulation from '../schemas/simulation';
import { strictSchemaProblem } from '../testing/fake-servers';
import { strictJsonSchema, withoutNulls } from './strict-schema';

const OUTPUT_SCHEMAS = {
  profileSummary: companion.profileSummarySchema,
  empathy: companion.empathySchema,
  reasoning: companion.reasoningSchema,
  interactionAnalysis: companion.interactionAnalysisSchema,
  extractedFacts: companion.extractedFactsSchema,
  simulatedWindow: simulation.simulatedWindowSchema,
  simulationConclusion: simulation.simulationConclusionSchema,
};

describe('strictJsonSchema', () => {
  it.each(Object.entries(OUTPUT_SCHEMAS))('the %s schema passes OpenAI strict mode', (_name, schema) => {
    expect(strictSchemaProblem(strictJsonSchema(schema))).toBeNull();
  });

  it('makes every property required, an optional one nullable, and closes every object', () => {
    const schema = z.object({
      name: z.string().min(1).max(40),
      vibe: z.string().optional(),
      tags: z.array(z.object({ t: z.enum(['a', 'b']) })).max(3),
    });
    expect(strictJsonSchema(schema)).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string' },
        vibe: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        tags: {
          type: 'array',
          items: { type: 'object', properties: { t: { type: 'string', enum: ['a', 'b'] } }, required: ['t'], additionalProperties: false },
        },
      },
      required: ['name', 'vibe', 'tags'],
      additionalProperties: false,
    });
  });

  it('the nulls a strict answer uses for absent fields are gone before the zod check', () => {
    expect(withoutNulls({ a: 1, b: null, c: [{ d: null, e: 'x' }] })).toEqual({ a: 1, c: [{ e: 'x' }] });
  });
});
