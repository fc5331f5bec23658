import { randomInt, type RandomFn } from '@shared/domain/week/simulation-plan';

/** The fake profile analysis on /connections (§2.9, §9). */
export const FAKE_ANALYSIS = {
  tickMs: 200,
  step: { min: 1, max: 4 },
  max: 100,
  stages: [
    { key: 'data_collection', label: 'Data collection', above: 0 },
    { key: 'pattern_analysis', label: 'Pattern analysis', above: 25 },
    { key: 'preference_mapping', label: 'Preference mapping', above: 50 },
    { key: 'optimization', label: 'Optimization', above: 75 },
  ],
} as const;

export type AnalysisStage = (typeof FAKE_ANALYSIS.stages)[number];

const clampProgress = (p: number) => (Number.isFinite(p) ? Math.min(FAKE_ANALYSIS.max, Math.max(0, p)) : 0);

/** One tick: adds 1-4, never past 100. */
export const nextAnalysisProgress = (p: number, rand: RandomFn): number =>
  Math.min(FAKE_ANALYSIS.max, clampProgress(p) + randomInt(rand, FAKE_ANALYSIS.step.min, FAKE_ANALYSIS.step.max));

/** Stages unlock strictly above their threshold: none at 0, the first at 1, the second at 26. */
export const unlockedStages = (p: number): AnalysisStage[] => FAKE_ANALYSIS.stages.filter((s) => clampProgress(p) > s.above);

/** The 'find match' button is enabled only at 100. */
export const analysisComplete = (p: number): boolean => clampProgress(p) >= FAKE_ANALYSIS.max;
