import { describe, expect, it } from 'vitest';
import { TRAITS } from '../hexaco';
import { SCENES } from '../scenes';
import { answer } from '../test-fixtures';
import { followUpStateOf } from './follow-up-state';
import { FOLLOW_UP_CHOICES } from './item-bank';
import { FOLLOW_UP_LIMIT } from './next-item';

const responses = SCENES.map((s) => answer(s.id, s.options[1]!.value));

/** Answers `count` statements as asked, each with `value`. */
const answered = (count: number, value = 4) => {
  const answers: { item_id: string; answer: number }[] = [];
  for (let k = 0; k < count; k++) {
    const { next } = followUpStateOf({ responses, answers, stopped: false });
    answers.push({ item_id: next!.id, answer: value });
  }
  return answers;
};

describe('followUpStateOf', () => {
  it('offers the statement for the traits Maya is least sure of, with the five choices', () => {
    const state = followUpStateOf({ responses, answers: [], stopped: false });
    expect(state).toMatchObject({ status: 'offered', answered: 0, limit: FOLLOW_UP_LIMIT, target: 0.8, stop: null });
    expect(state.traits.map((t) => t.trait)).toEqual([...TRAITS]);
    expect(state.traits[0]).toMatchObject({ label: 'Honesty-Humility', certainty: 'still learning' });
    const byEvidence = [...state.traits].sort((a, b) => a.evidence - b.evidence);
    expect(state.least_sure).toEqual(byEvidence.slice(0, 2).map((t) => t.trait));
    expect(state.next).toMatchObject({ position: 1, choices: [...FOLLOW_UP_CHOICES] });
    expect(state.next!.text.length).toBeGreaterThan(10);
  });

  it('moves on after an answer: in progress, the next position, more evidence for an answer in line with the scenes', () => {
    const before = followUpStateOf({ responses, answers: [], stopped: false });
    const after = followUpStateOf({ responses, answers: answered(1, 3), stopped: false });
    expect(after).toMatchObject({ status: 'in_progress', answered: 1, stop: null });
    expect(after.next!.position).toBe(2);
    expect(after.next!.id).not.toBe(before.next!.id);
    const total = (s: typeof before) => s.traits.reduce((sum, t) => sum + t.evidence, 0);
    expect(total(after)).toBeGreaterThan(total(before));
  });

  it('is done at the limit, and when the person stops', () => {
    const twelve = answered(FOLLOW_UP_LIMIT);
    const atLimit = followUpStateOf({ responses, answers: twelve, stopped: false });
    expect(atLimit).toMatchObject({ status: 'done', answered: FOLLOW_UP_LIMIT, next: null, stop: 'limit' });
    expect(followUpStateOf({ responses, answers: answered(2), stopped: true })).toMatchObject({
      status: 'done',
      answered: 2,
      next: null,
      stop: 'stopped',
    });
    // A stop rule that was met is what ended it, even if a stop arrived later.
    expect(followUpStateOf({ responses, answers: twelve, stopped: true }).stop).toBe('limit');
  });
});
