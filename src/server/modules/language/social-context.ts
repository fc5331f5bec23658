import { detectEmotion, type Emotion } from './emotion';

/** Spec §3 social_contexts state and §4.6 companion relationship stage. */
export interface SocialContextState {
  currentSituation: string;
  relationshipStage: RelationshipStage;
  userEmotionalState: Emotion;
  activeGoals: string[];
  socialDynamics: Record<string, unknown>;
}

export const RELATIONSHIP_STAGES = ['getting_to_know', 'building_connection', 'deepening_bond'] as const;
export type RelationshipStage = (typeof RELATIONSHIP_STAGES)[number];

/** Spec §4.6: the initial values are initial_interaction, getting_to_know and neutral. */
export const INITIAL_SOCIAL_CONTEXT: SocialContextState = Object.freeze({
  currentSituation: 'initial_interaction',
  relationshipStage: 'getting_to_know',
  userEmotionalState: 'neutral',
  activeGoals: [],
  socialDynamics: {},
});

export function normalizeSocialContext(value: unknown): SocialContextState {
  const v = (value && typeof value === 'object' ? value : {}) as Partial<SocialContextState>;
  return {
    currentSituation: typeof v.currentSituation === 'string' ? v.currentSituation : INITIAL_SOCIAL_CONTEXT.currentSituation,
    relationshipStage: RELATIONSHIP_STAGES.includes(v.relationshipStage as RelationshipStage)
      ? v.relationshipStage!
      : INITIAL_SOCIAL_CONTEXT.relationshipStage,
    userEmotionalState: typeof v.userEmotionalState === 'string' ? (v.userEmotionalState as Emotion) : 'neutral',
    activeGoals: Array.isArray(v.activeGoals) ? v.activeGoals.filter((g): g is string => typeof g === 'string').slice(0, 10) : [],
    socialDynamics: v.socialDynamics && typeof v.socialDynamics === 'object' ? v.socialDynamics : {},
  };
}

const SHARING = new RegExp(
  [
    String.raw`\b(i feel|i felt|i've never told|i have never told|honestly|to be honest|between us`,
    '|my (mom|mum|mother|dad|father|sister|brother|family|ex|partner|wife|husband|boyfriend|girlfriend|dog|cat)',
    String.raw`|i (live|work|grew up)|i'm (scared|afraid|worried) (of|that|about)|i struggle|i've been struggling)\b`,
  ].join(''),
  'i',
);
const DEEP =
  /\b(meaning|future|values|believe|relationship|purpose|dream|dreams|fear|fears|lonely|loneliness|trust|love life|what i want|who i am|life)\b/i;

/**
 * Which kind of message the person sent (spec §3 interaction types): personal_sharing when they
 * tell Maya about themselves or their feelings (or a fact was remembered from it),
 * deep_conversation for a long, reflective message, otherwise a plain message.
 */
export function classifyMessage(text: string, factsLearned = 0): 'personal_sharing' | 'deep_conversation' | 'message' {
  if (factsLearned > 0 || SHARING.test(text)) return 'personal_sharing';
  if (text.trim().length >= 120 && DEEP.test(text)) return 'deep_conversation';
  return 'message';
}

/**
 * Spec §4.6: a deep_conversation sets building_connection, personal_sharing sets deepening_bond;
 * the emotional state takes the detected emotion unless it is neutral. NOTE: the stage never moves
 * back (a deep conversation after personal sharing keeps deepening_bond): stages only deepen.
 */
export function nextSocialContext(
  state: SocialContextState,
  interaction: { type: string; content: string; emotion?: Emotion },
): SocialContextState {
  const emotion = interaction.emotion ?? detectEmotion(interaction.content);
  const rank = (s: RelationshipStage) => RELATIONSHIP_STAGES.indexOf(s);
  const target: RelationshipStage | null =
    interaction.type === 'personal_sharing' ? 'deepening_bond' : interaction.type === 'deep_conversation' ? 'building_connection' : null;
  return {
    ...state,
    currentSituation: interaction.type === 'message' ? 'chatting' : interaction.type,
    relationshipStage: target && rank(target) > rank(state.relationshipStage) ? target : state.relationshipStage,
    userEmotionalState: emotion === 'neutral' ? state.userEmotionalState : emotion,
  };
}
