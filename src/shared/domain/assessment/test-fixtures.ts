import { TRAITS, type HexacoScores, type Trait } from './hexaco';
import type { BehaviouralEvent } from './behaviour-events';
import { SCENES, weightOf } from './scenes';
import type { AssessmentResponse } from './trait-evidence';

/** Builders shared by the scoring tests. */

export const scores = (partial: Partial<HexacoScores>): HexacoScores =>
  ({ ...Object.fromEntries(TRAITS.map((t) => [t, 0.5])), ...partial }) as HexacoScores;
export const answer = (scene_id: string, option_selected: string, extra: Partial<AssessmentResponse> = {}): AssessmentResponse => ({
  scene_id,
  option_selected,
  ...extra,
});
export const event = (event_type: BehaviouralEvent['event_type'], event_data: Record<string, unknown> = {}): BehaviouralEvent => ({
  event_type,
  event_data,
  timestamp_ms: 1000,
});
export const extremeAnswers = (trait: Trait, direction: 'max' | 'min'): AssessmentResponse[] =>
  SCENES.map((s) => {
    const sorted = [...s.options].sort((a, b) => weightOf(a, trait) - weightOf(b, trait));
    return answer(s.id, (direction === 'max' ? sorted[sorted.length - 1] : sorted[0])!.value);
  });
