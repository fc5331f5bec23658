import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { KINDS } from '../../src/server/modules/safety/kinds';
import { SAFETY_CLASSIFIER_INSTRUCTIONS, safetyModelOutputSchema, screenMessageWithModel, type SafetyClassifier } from './model-hook';

const answering = (output: unknown): SafetyClassifier & { seen: unknown[] } => {
  const seen: unknown[] = [];
  return { seen, classify: async (input) => (seen.push(input), output) };
};

describe('a model beside the rules', () => {
  it('adds a kind no rule found, with the rule named for the model', async () => {
    const model = answering({ kinds: ['money'] });
    const result = await screenMessageWithModel('my nephew needs shoes for school, anything helps', { recent: ['hi'] }, model);
    expect(result).toMatchObject({ verdict: 'flag', kinds: ['money'], rule: 'model.money', model: 'added' });
    expect(result.reason).toMatch(/^This looks like a request for money\./);
    expect(model.seen).toEqual([{ text: 'my nephew needs shoes for school, anything helps', recent: ['hi'] }]);
  });

  it('can raise a flag to a block but never take a rule away', async () => {
    const raised = await screenMessageWithModel('add me on kik', undefined, answering({ kinds: ['off_platform', 'threat'] }));
    expect(raised).toMatchObject({ verdict: 'block', kinds: ['threat', 'off_platform'], rule: 'model.threat', model: 'added' });
    const cleared = await screenMessageWithModel('I will stab you', undefined, answering({ kinds: [] }));
    expect(cleared).toMatchObject({ verdict: 'block', kinds: ['threat'], rule: 'threat.violence', model: 'agreed' });
  });

  it('keeps the rules when the model fails, answers off-schema or is too slow', async () => {
    const failing: SafetyClassifier = { classify: async () => Promise.reject(new Error('503')) };
    const offSchema = answering({ kinds: ['spam'] });
    const extra = answering({ kinds: [], note: 'fine' });
    const slow: SafetyClassifier = {
      classify: (_input, signal) => new Promise((resolve) => signal.addEventListener('abort', () => resolve({ kinds: ['money'] }))),
    };
    for (const classifier of [failing, offSchema, extra, slow]) {
      const result = await screenMessageWithModel('you idiot', undefined, classifier, { timeoutMs: 5 });
      expect(result).toMatchObject({ verdict: 'flag', kinds: ['harassment'], model: 'failed' });
    }
  });

  it('is the rules alone without a model', async () => {
    expect(await screenMessageWithModel('see you at 8', undefined, undefined)).toEqual({
      verdict: 'ok',
      kinds: [],
      rule: 'none',
      reason: '',
      model: 'none',
    });
  });

  it('asks for a strict JSON schema (every property required, nothing else)', () => {
    expect(z.toJSONSchema(safetyModelOutputSchema)).toMatchObject({
      type: 'object',
      required: ['kinds'],
      additionalProperties: false,
      properties: { kinds: { type: 'array', items: { enum: ['threat', 'contact', 'money', 'off_platform', 'sexual', 'harassment'] } } },
    });
  });
});

describe('the instructions sent with a message', () => {
  it('name every kind the screen knows', () => {
    for (const kind of KINDS) expect(SAFETY_CLASSIFIER_INSTRUCTIONS).toContain(kind);
  });
});
