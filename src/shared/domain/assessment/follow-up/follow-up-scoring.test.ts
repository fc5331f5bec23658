import { describe, expect, it } from 'vitest';
import { SCENES } from '../scenes';
import { scoreAssessment, type FollowUpAnswer } from '../scoring';
import { answer } from '../test-fixtures';
import { FOLLOW_UP_ITEMS } from './graded-items';
import { ITEM_BANK } from './item-bank';

const scenes = SCENES.map((s) => answer(s.id, s.options[2]!.value));
const honestyItems = FOLLOW_UP_ITEMS.filter((i) => i.writtenFor.trait === 'honesty_humility');
const highOn = (items: typeof FOLLOW_UP_ITEMS): FollowUpAnswer[] =>
  items.map((i) => ({ item_id: i.id, answer: i.writtenFor.keyed === 1 ? 5 : 1 }));

describe('scoring with the follow-up (version 6)', () => {
  it('asks every statement of the bank: the readings found each one says something', () => {
    expect(FOLLOW_UP_ITEMS.map((i) => i.id)).toEqual(ITEM_BANK.map((i) => i.id));
  });

  it('moves a trait with its statements, reversed ones included, and raises its evidence', () => {
    const before = scoreAssessment(scenes);
    const after = scoreAssessment(scenes, SCENES, highOn(honestyItems));
    expect(after.scores.honesty_humility).toBeGreaterThan(before.scores.honesty_humility + 0.1);
    expect(after.evidence.traitEvidence!.honesty_humility).toBeGreaterThan(before.evidence.traitEvidence!.honesty_humility! + 0.2);
    expect(after.evidence.statementsScored).toBe(honestyItems.length);
    const low = scoreAssessment(
      scenes,
      SCENES,
      honestyItems.map((i) => ({ item_id: i.id, answer: i.writtenFor.keyed === 1 ? 1 : 5 })),
    );
    expect(low.scores.honesty_humility).toBeLessThan(before.scores.honesty_humility - 0.1);
  });

  it('scores without statements exactly as before, and ignores unknown statements, bad answers and repeats', () => {
    const plain = scoreAssessment(scenes);
    expect(
      scoreAssessment(scenes, SCENES, [
        { item_id: 'nope', answer: 5 },
        { item_id: honestyItems[0]!.id, answer: 7 },
      ]),
    ).toEqual(plain);
    const once = scoreAssessment(scenes, SCENES, [{ item_id: honestyItems[0]!.id, answer: 5 }]);
    const twice = scoreAssessment(scenes, SCENES, [
      { item_id: honestyItems[0]!.id, answer: 5 },
      { item_id: honestyItems[0]!.id, answer: 1 },
    ]);
    expect(twice).toEqual(once);
  });

  it('reads yes-to-everything across reversed statements as likely random', () => {
    const yesToAll = FOLLOW_UP_ITEMS.slice(0, 12).map((i) => ({ item_id: i.id, answer: 5 }));
    const coherent = highOn(FOLLOW_UP_ITEMS.slice(0, 12));
    const careless = scoreAssessment(scenes, SCENES, yesToAll).evidence.carelessProbability!;
    expect(careless).toBeGreaterThan(scoreAssessment(scenes, SCENES, coherent).evidence.carelessProbability! + 0.2);
  });
});
