import { describe, expect, it } from 'vitest';
import { TRAITS } from '../hexaco';
import { itemsOf, statementItemsOf } from '../scoring';
import { resolveResponses } from '../trait-evidence';
import { SCENES } from '../scenes';
import { FOLLOW_UP_ITEMS } from './graded-items';
import { FOLLOW_UP_LIMIT, planFollowUp } from './next-item';

const sceneItems = itemsOf(resolveResponses(SCENES.map((s) => ({ scene_id: s.id, option_selected: s.options[1]!.value })))).items;
const primary = (id: string) => {
  const item = FOLLOW_UP_ITEMS.find((i) => i.id === id)!;
  return TRAITS[item.slopes.map(Math.abs).indexOf(Math.max(...item.slopes.map(Math.abs)))];
};

describe('planFollowUp', () => {
  it('asks first about the trait Maya is least sure of', () => {
    const plan = planFollowUp(sceneItems, new Set());
    const weakest = TRAITS[plan.evidence.indexOf(Math.min(...plan.evidence))];
    expect(primary(plan.next!.id)).toBe(weakest);
  });

  it('never asks a statement twice and evens out what Maya knows of each trait', () => {
    const range = (xs: number[]) => Math.max(...xs) - Math.min(...xs);
    const before = planFollowUp(sceneItems, new Set()).evidence;
    const answered: string[] = [];
    for (let k = 0; k < 6; k++) {
      const plan = planFollowUp(
        [...sceneItems, ...statementItemsOf(answered.map((id) => ({ item_id: id, answer: 3 })))],
        new Set(answered),
      );
      expect(answered).not.toContain(plan.next!.id);
      answered.push(plan.next!.id);
    }
    const after = planFollowUp([...sceneItems, ...statementItemsOf(answered.map((id) => ({ item_id: id, answer: 3 })))], new Set(answered));
    expect(Math.min(...after.evidence)).toBeGreaterThan(Math.max(...before) - 0.05);
    expect(range(after.evidence)).toBeLessThan(range(before));
    expect(new Set(answered.map(primary)).size).toBeGreaterThanOrEqual(4);
  });

  it('stops at the limit, and once every trait reaches the target', () => {
    const twelve = new Set(FOLLOW_UP_ITEMS.slice(0, FOLLOW_UP_LIMIT).map((i) => i.id));
    expect(planFollowUp(sceneItems, twelve)).toMatchObject({ next: null, stop: 'limit' });
    expect(planFollowUp(sceneItems, new Set(), { target: 0.2 })).toMatchObject({ next: null, stop: 'target' });
    const all = new Set(FOLLOW_UP_ITEMS.map((i) => i.id));
    expect(planFollowUp(sceneItems, all, { limit: 100 })).toMatchObject({ next: null, stop: 'bank' });
  });
});
