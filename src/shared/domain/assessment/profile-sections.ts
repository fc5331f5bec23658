import { round2 } from '../../lib/math';
import type { HexacoScores } from './hexaco';
import { dominantTrait } from './archetypes';
import { normalizeScores } from './normalize-scores';
import { NEEDS, STRESSORS, COMMUNICATION_SUMMARIES, TEXTING_STYLE } from './profile-phrases';
import {
  bands,
  communicationStyleLabel,
  compatibilityFocus,
  conflictStyle,
  datingStyle,
  decisionStyle,
  describeArchetype,
  habitsVibe,
  idealMatchScores,
  loveStyle,
  pick,
  pronounced,
} from './profile-styles';
import { SCENE_COUNT } from './scenes';
import type { AssessmentResult } from './scoring';

/**
 * The comprehensive profile sections (spec §3 comprehensive_personality_profiles), built
 * deterministically from a scoring result. The basic profile display fields are basic-profile.ts;
 * the phrase banks profile-phrases.ts and the derived styles profile-styles.ts.
 */

/** The shape the builders need: a HEXACO result (scores may come from storage, so they are re-normalised). */
export interface ProfileInput {
  scores: HexacoScores;
  confidence: number;
  archetype: string;
  insights: string[];
  evidence?: AssessmentResult['evidence'];
}

const emptyEvidence = (responseCount: number): AssessmentResult['evidence'] => ({
  responseCount,
  consistency: 1,
  behaviourAdjustment: 0,
  meanReactionTimeMs: null,
  medianReactionTimeMs: null,
  hesitations: 0,
  focusGains: 0,
  blurs: 0,
  clickPaths: 0,
  meanClickPathEfficiency: null,
});

export const buildComprehensiveProfile = (input: ProfileInput) => {
  const scores = normalizeScores(input.scores);
  const b = bands(scores);
  const evidence = input.evidence ?? emptyEvidence(0);
  const top = pronounced(scores, 3);
  const style = communicationStyleLabel(b);
  const match = idealMatchScores(scores);

  return {
    core_personality_matrix: {
      archetype: input.archetype,
      archetype_description: describeArchetype(input.archetype),
      hexaco_scores: scores,
      ...scores,
      dominant_trait: dominantTrait(scores),
      trait_levels: b,
      // Which scoring made these scores (scoring.ts SCORING_VERSION); profiles stored before issue 17 have none (version 1).
      ...(evidence.scoringVersion ? { scoring_version: evidence.scoringVersion } : {}),
    },
    behavioral_dna: {
      social_energy: pick(b.extraversion, { high: 'outgoing', mid: 'ambivert', low: 'reserved' }),
      planning_style: pick(b.conscientiousness, { high: 'planner', mid: 'flexible', low: 'spontaneous' }),
      novelty_seeking: pick(b.openness, { high: 'seeks novelty', mid: 'selective', low: 'prefers the familiar' }),
      emotional_style: pick(b.emotionality, { high: 'expressive', mid: 'balanced', low: 'composed' }),
      integrity_style: pick(b.honesty_humility, { high: 'principled', mid: 'pragmatic', low: 'ambitious' }),
      conflict_style: conflictStyle(b),
    },
    communication_signature: {
      style,
      summary: COMMUNICATION_SUMMARIES[style]!,
      texting_style: TEXTING_STYLE[b.extraversion],
      directness: round2((scores.honesty_humility + (1 - scores.agreeableness)) / 2),
      warmth: round2((scores.agreeableness + scores.emotionality) / 2),
      expressiveness: round2((scores.extraversion + scores.emotionality) / 2),
    },
    psychological_drivers: {
      core_needs: top.map(({ trait, side }) => NEEDS[trait][side]),
      stressors: top.map(({ trait, side }) => STRESSORS[trait][side]),
      motivation: top.length
        ? `What drives you: ${top.map(({ trait, side }) => NEEDS[trait][side]).join('; ')}.`
        : 'What drives you is balance: no single need dominates, so you adapt to the people around you.',
    },
    cognitive_processing: {
      decision_style: decisionStyle(evidence.medianReactionTimeMs, scores.conscientiousness),
      thinking_style: pick(b.openness, { high: 'big-picture and imaginative', mid: 'grounded but open', low: 'practical and concrete' }),
      median_reaction_time_ms: evidence.medianReactionTimeMs,
      curiosity: scores.openness,
    },
    micro_behavioral_signatures: {
      response_count: evidence.responseCount,
      mean_reaction_time_ms: evidence.meanReactionTimeMs,
      median_reaction_time_ms: evidence.medianReactionTimeMs,
      hesitations: evidence.hesitations,
      focus_gains: evidence.focusGains,
      blurs: evidence.blurs,
      click_paths: evidence.clickPaths,
      mean_click_path_efficiency: evidence.meanClickPathEfficiency,
      behaviour_adjustment: evidence.behaviourAdjustment,
    },
    relationship_patterns: {
      love_style: loveStyle(input.archetype),
      pace: pick(b.conscientiousness, { high: 'steady and intentional', mid: 'natural', low: 'spontaneous' }),
      reassurance_need: pick(b.emotionality, { high: 'high', mid: 'moderate', low: 'low' }),
      conflict_approach: conflictStyle(b),
      dating_style: datingStyle(scores),
    },
    digital_twin_profile: {
      lifestyle_insights: input.insights,
      social_rhythm: pick(b.extraversion, {
        high: 'busy social calendar',
        mid: 'balanced between out and in',
        low: 'small circle, quiet evenings',
      }),
      weekend_style: pick(b.openness, {
        high: 'something new every time',
        mid: 'a mix of new and familiar',
        low: 'favourite places and rituals',
      }),
      everyday_habits_vibe: habitsVibe(scores),
    },
    ideal_match_profile: {
      target_scores: match,
      summary: compatibilityFocus(scores),
      shared_values: top.filter(({ side }) => side === 'high').map(({ trait }) => NEEDS[trait].high),
    },
    reliability_scores: {
      overall_confidence: input.confidence,
      response_count: evidence.responseCount,
      coverage: round2(Math.min(evidence.responseCount, SCENE_COUNT) / SCENE_COUNT),
      consistency: evidence.consistency,
      behaviour_adjustment: evidence.behaviourAdjustment,
      ...(evidence.scoringVersion ? { scoring_version: evidence.scoringVersion } : {}),
      ...(evidence.agreement === undefined ? {} : { agreement: evidence.agreement }),
      ...(evidence.probesScored === undefined ? {} : { probes_scored: evidence.probesScored }),
      ...(evidence.statementsScored === undefined ? {} : { statements_scored: evidence.statementsScored }),
      ...(evidence.traitEvidence ? { trait_evidence: evidence.traitEvidence } : {}),
      ...(evidence.carelessProbability === undefined ? {} : { careless_probability: evidence.carelessProbability }),
    },
  };
};
