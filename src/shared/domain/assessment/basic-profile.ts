import type { HexacoScores } from './hexaco';
import { normalizeScores } from './normalize-scores';
import { COMMUNICATION_SUMMARIES } from './profile-phrases';
import type { ProfileInput } from './profile-sections';
import {
  bands,
  capitalise,
  communicationStyleLabel,
  compatibilityFocus,
  datingStyle,
  describeArchetype,
  distinctiveTrait,
  habitsVibe,
  loveStyle,
  personalitySummary,
  secretInsights,
} from './profile-styles';

/**
 * The basic profile display fields (spec §3 Profile display fields), built deterministically from a
 * scoring result. This is the "basic profile" the app falls back to when the AI summary fails (spec
 * §8.3), so every field is always filled, in plain second-person English.
 */

export interface ProfileDisplayFields {
  core_personality_snapshot: string;
  personality_summary: string;
  everyday_habits_vibe: string;
  dating_style: string;
  secret_insights: string[];
  snapshot_paragraph: string;
  hexaco_scores: HexacoScores;
  love_style: string;
  communication_style: string;
  compatibility_focus: string;
  archetype: string;
  confidence: number;
  insights: string[];
}

export const buildBasicProfile = (input: ProfileInput): ProfileDisplayFields => {
  const scores = normalizeScores(input.scores);
  const style = communicationStyleLabel(bands(scores));
  const snapshot = `${input.archetype}. ${describeArchetype(input.archetype)}`;
  const summary = personalitySummary(scores);
  return {
    core_personality_snapshot: snapshot,
    personality_summary: summary,
    everyday_habits_vibe: habitsVibe(scores),
    dating_style: datingStyle(scores),
    secret_insights: secretInsights(scores),
    snapshot_paragraph: `You're ${input.archetype}. ${describeArchetype(input.archetype)} ${summary} ${distinctiveTrait(scores)}`,
    hexaco_scores: scores,
    love_style: loveStyle(input.archetype),
    communication_style: `${capitalise(style)}. ${COMMUNICATION_SUMMARIES[style]}`,
    compatibility_focus: compatibilityFocus(scores),
    archetype: input.archetype,
    confidence: input.confidence,
    insights: input.insights,
  };
};
