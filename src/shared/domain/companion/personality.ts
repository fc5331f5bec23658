/**
 * Spec §3 Companion personality and §9 Companion learning: Maya's personality starts at the spec's
 * defaults and moves with the person's engagement and their feedback. Every change carries the
 * sentence shown to the person ("you asked for less advice, so I ask fewer questions").
 */
export interface CompanionPersonality {
  empathyLevel: number;
  adaptability: number;
  proactiveness: number;
  emotionalIntelligence: number;
  communicationStyle: string;
  supportiveness: number;
}

export const DEFAULT_PERSONALITY: CompanionPersonality = Object.freeze({
  empathyLevel: 0.8,
  adaptability: 0.7,
  proactiveness: 0.6,
  emotionalIntelligence: 0.9,
  communicationStyle: 'supportive',
  supportiveness: 0.85,
});

export const FEEDBACK_KINDS = ['too_empathetic', 'not_empathetic_enough', 'too_proactive', 'not_proactive_enough'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

/** Spec §9: saved as a personality_adaptation interaction with this confidence. */
export const ADAPTATION_CONFIDENCE = 0.8;

export type AdaptationCause = FeedbackKind | 'high_engagement' | 'low_engagement';

export interface PersonalityChange {
  cause: AdaptationCause;
  trait: 'empathyLevel' | 'proactiveness' | 'supportiveness';
  from: number;
  to: number;
}

export interface Adaptation {
  personality: CompanionPersonality;
  changes: PersonalityChange[];
  /** Why Maya changed, in her words, for the person; null when nothing moved. */
  reason: string | null;
}

/** Two decimals, so 0.8 - 0.1 is 0.7 and not 0.7000000000000001. */
const round = (n: number) => Math.round(n * 100) / 100;
const clamp = (n: number, min: number, max: number) => round(Math.min(max, Math.max(min, n)));

const FEEDBACK_RULES: Record<FeedbackKind, { trait: 'empathyLevel' | 'proactiveness'; delta: number; min: number; max: number }> = {
  too_empathetic: { trait: 'empathyLevel', delta: -0.1, min: 0.3, max: 1 },
  not_empathetic_enough: { trait: 'empathyLevel', delta: 0.1, min: 0, max: 1 },
  too_proactive: { trait: 'proactiveness', delta: -0.15, min: 0.2, max: 1 },
  not_proactive_enough: { trait: 'proactiveness', delta: 0.15, min: 0, max: 1 },
};

export const ADAPTATION_REASONS: Record<AdaptationCause, string> = {
  too_empathetic: 'You said I was laying the feelings on thick, so I keep things more matter-of-fact.',
  not_empathetic_enough: 'You wanted more warmth, so I take more care with how you feel.',
  too_proactive: 'You asked for less advice, so I ask fewer questions and suggest less.',
  not_proactive_enough: 'You wanted more ideas from me, so I suggest more and ask more questions.',
  high_engagement: "You've been chatting a lot, so I bring up ideas and questions more often.",
  low_engagement: "Our chats have been quieter, so I'm gentler and more supportive.",
};

/** Reads a stored personality; anything missing or out of range takes the default. */
export function normalizePersonality(value: unknown): CompanionPersonality {
  const v = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const num = (key: keyof CompanionPersonality) => {
    const n = v[key];
    return typeof n === 'number' && n >= 0 && n <= 1 ? n : (DEFAULT_PERSONALITY[key] as number);
  };
  return {
    empathyLevel: num('empathyLevel'),
    adaptability: num('adaptability'),
    proactiveness: num('proactiveness'),
    emotionalIntelligence: num('emotionalIntelligence'),
    communicationStyle:
      typeof v.communicationStyle === 'string' && v.communicationStyle
        ? v.communicationStyle.slice(0, 40)
        : DEFAULT_PERSONALITY.communicationStyle,
    supportiveness: num('supportiveness'),
  };
}

function done(personality: CompanionPersonality, changes: PersonalityChange[]): Adaptation {
  const moved = changes.filter((c) => c.from !== c.to);
  return { personality, changes: moved, reason: moved.length ? ADAPTATION_REASONS[moved[0]!.cause] : null };
}

/** Spec §9 feedback: empathy ±0.1 (min 0.3, max 1), proactiveness ±0.15 (min 0.2, max 1). */
export function applyFeedback(current: CompanionPersonality, kind: FeedbackKind): Adaptation {
  const rule = FEEDBACK_RULES[kind];
  const from = current[rule.trait];
  const to = clamp(from + rule.delta, rule.min, rule.max);
  return done({ ...current, [rule.trait]: to }, [{ cause: kind, trait: rule.trait, from, to }]);
}

/**
 * Spec §9 engagement: an average above 0.7 raises proactiveness by 0.2 (max 1); below 0.3 raises
 * empathy and supportiveness by 0.1 each (max 1). Between the two nothing changes.
 */
export function adaptToEngagement(current: CompanionPersonality, averageEngagement: number): Adaptation {
  if (averageEngagement > 0.7) {
    const to = clamp(current.proactiveness + 0.2, 0, 1);
    return done({ ...current, proactiveness: to }, [{ cause: 'high_engagement', trait: 'proactiveness', from: current.proactiveness, to }]);
  }
  if (averageEngagement < 0.3) {
    const empathy = clamp(current.empathyLevel + 0.1, 0, 1);
    const support = clamp(current.supportiveness + 0.1, 0, 1);
    return done({ ...current, empathyLevel: empathy, supportiveness: support }, [
      { cause: 'low_engagement', trait: 'empathyLevel', from: current.empathyLevel, to: empathy },
      { cause: 'low_engagement', trait: 'supportiveness', from: current.supportiveness, to: support },
    ]);
  }
  return done(current, []);
}
