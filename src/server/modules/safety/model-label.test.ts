import { describe, expect, it } from 'vitest';
import { screenMessage } from './screen-message';

/** Issue 42 item 1, ADR 065: a model's label beside the rules, which stay the floor. */
describe("a model's label beside the rules", () => {
  it('adds a kind no rule found, with the rule named for the model and its reason leading', () => {
    const result = screenMessage(
      'my nephew needs shoes for school, anything helps',
      { recent: ['hi'] },
      { label: 'money', reason: 'It asks them to pay for something' },
    );
    expect(result).toMatchObject({ verdict: 'flag', kinds: ['money'], rule: 'model.money', model: 'added' });
    expect(result.reason).toBe('It asks them to pay for something.');
  });

  it("falls back to Maya's words for the kind when the model gave none", () => {
    const result = screenMessage('my nephew needs shoes for school, anything helps', undefined, { label: 'money', reason: '' });
    expect(result.reason).toMatch(/^This looks like a request for money\./);
  });

  it('can raise a flag to a block, and names what the rules saw after it', () => {
    const result = screenMessage('add me on kik', undefined, { label: 'threat', reason: 'It reads as a threat.' });
    expect(result).toMatchObject({ verdict: 'block', kinds: ['threat', 'off_platform'], rule: 'model.threat', model: 'added' });
    expect(result.reason).toBe('It reads as a threat. It also looks like a push to another app.');
  });

  it("never clears a rule's kind: benign over a rule is overruled, and the rules' reason stays", () => {
    const cleared = screenMessage("send me $200 in gift cards and I'll come see you", undefined, { label: 'benign', reason: '' });
    expect(cleared).toMatchObject({ verdict: 'flag', kinds: ['money'], rule: 'money.gift_card', model: 'overruled' });
    expect(cleared.reason).toMatch(/^This looks like a request for gift cards\./);
    const threat = screenMessage('I will stab you', undefined, { label: 'harassment', reason: 'Rude.' });
    expect(threat).toMatchObject({ verdict: 'block', kinds: ['threat', 'harassment'], rule: 'threat.violence', model: 'added' });
    expect(threat.reason).toMatch(/^This reads as a threat/);
  });

  it('agrees: the same kind, or benign on an ordinary message, changes nothing', () => {
    const plain = screenMessage("send me $200 in gift cards and I'll come see you");
    expect(screenMessage("send me $200 in gift cards and I'll come see you", undefined, { label: 'money', reason: 'Money.' })).toEqual({
      ...plain,
      model: 'agreed',
    });
    expect(screenMessage('see you at 8', undefined, { label: 'benign', reason: '' })).toEqual({
      verdict: 'ok',
      kinds: [],
      rule: 'none',
      reason: '',
      model: 'agreed',
    });
  });
});
