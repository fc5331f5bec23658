import { clamp } from '../lib/math';
import { normalizeHexaco, type HexacoScores } from '../schemas/hexaco';
import type { Decision, TranscriptEntry } from '../schemas/persona';

/**
 * The compatibility score of two HEXACO profiles and the simulation's decision.
 * A documented formula, never a model: see docs/compatibility.md for the research and worked examples.
 *
 *   score = Σ weight × value, every value in 0..1 and the weights summing to 1, so score ∈ 0..1.
 *
 * Partner-level components (0.70 in all) use the MEAN of both partners: in actor–partner models each
 * person's satisfaction rises with their own and their partner's level, so summed over the couple the
 * dyad depends on the mean. Similarity components (0.30) use 1 − |a − b|.
 *
 * Two properties hold by the choice of weights (and the tests pin them):
 *  - raising either partner's H never lowers the score: H's level weight per partner (0.26 / 2 = 0.13)
 *    exceeds H's similarity weight (0.08);
 *  - raising a partner's H by d always gains more than raising their extraversion by d:
 *    0.13 − 0.08 = 0.05 > 0.04, the whole social-pace weight.
 */

export type ComponentKey =
  | 'honesty_level'
  | 'agreeableness_level'
  | 'conscientiousness_level'
  | 'calm_level'
  | 'honesty_similarity'
  | 'openness_similarity'
  | 'social_pace';

export interface CompatibilityComponent {
  key: ComponentKey;
  label: string;
  /** 0..1, rounded to 3 decimals. */
  value: number;
  weight: number;
  /** weight × value, rounded to 3 decimals. */
  contribution: number;
  reason: string;
}

export interface CompatibilityResult {
  /** 0..1, rounded to 2 decimals. */
  score: number;
  components: CompatibilityComponent[];
}

type Band = 'strong' | 'mixed' | 'weak';

interface ComponentSpec {
  key: ComponentKey;
  label: string;
  weight: number;
  kind: 'level' | 'similarity';
  /** The 0..1 quantity of one person that the component reads. */
  read: (s: HexacoScores) => number;
  reasons: Record<Band, string>;
}

export const COMPONENTS: readonly ComponentSpec[] = [
  {
    key: 'honesty_level', label: 'Honesty & fairness', weight: 0.26, kind: 'level', read: (s) => s.honesty_humility,
    reasons: { strong: 'You both value honesty and fairness', mixed: 'Honesty and fairness matter to at least one of you', weak: 'Trust may take a while to build' },
  },
  {
    // HEXACO agreeableness also holds the anger/irritability that the Big Five puts in neuroticism.
    key: 'agreeableness_level', label: 'Patience & forgiveness', weight: 0.22, kind: 'level', read: (s) => s.agreeableness,
    reasons: { strong: "You're both patient and quick to forgive", mixed: "There's enough patience between you to work through disagreements", weak: 'Disagreements could get heated' },
  },
  {
    key: 'conscientiousness_level', label: 'Reliability', weight: 0.12, kind: 'level', read: (s) => s.conscientiousness,
    reasons: { strong: "You're both reliable and follow through", mixed: 'At least one of you keeps plans on track', weak: 'Plans may slip between you' },
  },
  {
    // 1 − emotionality stands in for low anxiety. HEXACO emotionality is anxiety AND fearfulness,
    // dependence and sentimentality (the latter not harmful to a relationship), so the weight is modest.
    key: 'calm_level', label: 'Calm under stress', weight: 0.1, kind: 'level', read: (s) => 1 - s.emotionality,
    reasons: { strong: 'You both stay calm under stress', mixed: 'Stress should be manageable between you', weak: 'Worry could weigh on the relationship' },
  },
  {
    key: 'honesty_similarity', label: 'Shared values', weight: 0.08, kind: 'similarity', read: (s) => s.honesty_humility,
    reasons: { strong: 'You see eye to eye on fairness and modesty', mixed: 'Your views on fairness are fairly close', weak: 'You differ on how much fairness and modesty matter' },
  },
  {
    key: 'openness_similarity', label: 'Shared curiosity', weight: 0.18, kind: 'similarity', read: (s) => s.openness,
    reasons: { strong: 'You share the same appetite for new ideas and experiences', mixed: 'Your curiosity levels are fairly close', weak: 'One of you craves novelty more than the other' },
  },
  {
    // A product heuristic, not a research effect: over a week of messages, a large gap in
    // sociability shows up as mismatched pace. Kept small on purpose.
    key: 'social_pace', label: 'Social pace', weight: 0.04, kind: 'similarity', read: (s) => s.extraversion,
    reasons: { strong: 'You have a similar social pace', mixed: 'Your social energy is a workable mix', weak: 'One of you wants a lot more time out than the other' },
  },
];

/** The weights, by component (they sum to 1). */
export const WEIGHTS: Readonly<Record<ComponentKey, number>> = Object.fromEntries(COMPONENTS.map((c) => [c.key, c.weight])) as Record<ComponentKey, number>;

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;
const clamp01 = (v: number) => clamp(v, 0, 1);

/** Level: 'strong' only if BOTH are at least 0.6, so "you both" is never said of one partner. */
function levelBand(x: number, y: number): Band {
  if (Math.min(x, y) >= 0.6) return 'strong';
  return (x + y) / 2 >= 0.45 ? 'mixed' : 'weak';
}
const similarityBand = (value: number): Band => (value >= 0.8 ? 'strong' : value >= 0.6 ? 'mixed' : 'weak');

/** The unrounded 0..1 value of one component. */
function rawValue(spec: ComponentSpec, a: HexacoScores, b: HexacoScores): number {
  const x = spec.read(a);
  const y = spec.read(b);
  return clamp01(spec.kind === 'level' ? (x + y) / 2 : 1 - Math.abs(x - y));
}

function describe(spec: ComponentSpec, a: HexacoScores, b: HexacoScores): CompatibilityComponent {
  const value = rawValue(spec, a, b);
  const band = spec.kind === 'level' ? levelBand(spec.read(a), spec.read(b)) : similarityBand(value);
  return { key: spec.key, label: spec.label, value: round(value, 3), weight: spec.weight, contribution: round(spec.weight * value, 3), reason: spec.reasons[band] };
}

/** Symmetric in a and b. Invalid trait values count as 0.5 (§5). */
export function compatibility(a: HexacoScores, b: HexacoScores): CompatibilityResult {
  const pa = normalizeHexaco(a);
  const pb = normalizeHexaco(b);
  // Sum the unrounded products so the display rounding of the components never shifts the score.
  const raw = COMPONENTS.reduce((sum, spec) => sum + spec.weight * rawValue(spec, pa, pb), 0);
  return { score: round(clamp01(raw), 2), components: COMPONENTS.map((spec) => describe(spec, pa, pb)) };
}

/** The components' reasons, strongest (largest contribution to the score) first. */
export function reasons(components: readonly CompatibilityComponent[], limit = components.length): string[] {
  return [...components]
    .sort((p, q) => q.contribution - p.contribution || q.weight - p.weight)
    .slice(0, Math.max(0, limit))
    .map((c) => c.reason);
}

// ---------------------------------------------------------------------------------------------
// Conversation statistics: plain text counting, no model.

export interface ConversationSignals {
  messageCount: number;
  /** 0..1; 1 = both sides wrote equally (mean of message-count and word-count balance). */
  engagementBalance: number;
  /** How many distinct shared topics came up at least once. */
  sharedTopicHits: number;
  positiveSignals: number;
  negativeSignals: number;
  questionsAsked?: number;
}

/** Crude cue lists: each cue counts at most once per message so "haha haha haha" is one signal. */
export const POSITIVE_CUES = [
  'love', 'loved', 'great', 'amazing', 'awesome', 'fun', 'haha', 'lol', 'excited', 'glad', 'enjoy', 'enjoyed',
  'beautiful', 'cool', 'interesting', "can't wait", 'sounds good', 'sounds perfect', 'same here', 'me too', 'thank you', 'thanks',
] as const;
export const NEGATIVE_CUES = [
  'boring', 'bored', 'whatever', 'annoying', 'annoyed', 'hate', 'meh', 'ugh', 'awkward', 'not really', 'no thanks',
  'too busy', 'leave me alone', 'not interested', 'rude',
] as const;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whole-word, case-insensitive: 'art' matches "Art!" but not "start". */
const wordPattern = (phrase: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase.trim())}(?![\\p{L}\\p{N}])`, 'iu');
const normalizeApostrophes = (s: string) => s.replace(/[\u2018\u2019]/g, "'");

const POSITIVE_PATTERNS = POSITIVE_CUES.map(wordPattern);
const NEGATIVE_PATTERNS = NEGATIVE_CUES.map(wordPattern);

const countMatches = (text: string, patterns: readonly RegExp[]) => patterns.filter((p) => p.test(text)).length;
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
/** 1 − |x − y| / (x + y); 0 when nobody wrote anything. */
const balance = (x: number, y: number) => (x + y === 0 ? 0 : 1 - Math.abs(x - y) / (x + y));

export function conversationSignals(transcript: readonly TranscriptEntry[], sharedTopics: readonly string[]): ConversationSignals {
  const messages = { a: 0, b: 0 };
  const words = { a: 0, b: 0 };
  let positiveSignals = 0;
  let negativeSignals = 0;
  let questionsAsked = 0;
  for (const entry of transcript) {
    const text = normalizeApostrophes(entry.text);
    messages[entry.role] += 1;
    words[entry.role] += wordCount(text);
    positiveSignals += countMatches(text, POSITIVE_PATTERNS);
    negativeSignals += countMatches(text, NEGATIVE_PATTERNS);
    questionsAsked += (text.match(/\?+/g) ?? []).length;
  }
  // Words as well as messages: strict turn-taking always balances message counts, one-word replies don't balance words.
  const engagementBalance = round((balance(messages.a, messages.b) + balance(words.a, words.b)) / 2, 3);
  const topics = [...new Set(sharedTopics.map((t) => t.trim().toLowerCase()).filter(Boolean))];
  const sharedTopicHits = topics.filter((topic) => transcript.some((e) => wordPattern(topic).test(e.text))).length;
  return { messageCount: transcript.length, engagementBalance, sharedTopicHits, positiveSignals, negativeSignals, questionsAsked };
}

// ---------------------------------------------------------------------------------------------
// The decision.

export const DECISION_RULE = {
  defaultDecision: 'MAYBE' as Decision,
  defaultConfidence: 0.75,
  yesAtLeast: 0.72,
  noBelow: 0.45,
  /** Fewer messages than this is too little to judge the conversation either way. */
  minEvidenceMessages: 4,
  healthy: { minMessages: 8, minBalance: 0.6 },
  poor: { maxBalance: 0.35, negativeMargin: 3 },
  confidence: { min: 0.5, max: 0.95, marginCap: 0.1, agreementBonus: 0.05, sharedTopicsBonus: 0.05, sharedTopicsAtLeast: 3, conversationOnlyNoPenalty: 0.1, littleEvidencePenalty: 0.15 },
} as const;

export interface DecisionInput {
  score: number;
  conversation: ConversationSignals;
}

export interface DecisionResult {
  decision: Decision;
  confidence: number;
  why: string[];
}

const finiteOr0 = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const percent = (v: number) => `${Math.round(v * 100)}%`;

type Health = 'healthy' | 'poor' | 'thin' | 'ok';

/** 'thin': too few messages to say anything; 'poor': one-sided or sour; 'healthy': enough, balanced and positive. */
function conversationHealth(c: ConversationSignals): Health {
  const { minEvidenceMessages, healthy, poor } = DECISION_RULE;
  if (c.messageCount < minEvidenceMessages) return 'thin';
  if (c.engagementBalance < poor.maxBalance || c.negativeSignals - c.positiveSignals >= poor.negativeMargin) return 'poor';
  if (c.messageCount >= healthy.minMessages && c.engagementBalance >= healthy.minBalance && c.positiveSignals >= c.negativeSignals) return 'healthy';
  return 'ok';
}

function conversationWhy(c: ConversationSignals, health: Health): string[] {
  const why: string[] = [];
  if (health === 'thin') why.push(`Only ${c.messageCount} messages: too little conversation to judge`);
  else if (health === 'healthy') why.push(`A balanced, friendly conversation over ${c.messageCount} messages`);
  else if (health === 'poor') {
    why.push(c.engagementBalance < DECISION_RULE.poor.maxBalance ? 'The conversation was one-sided' : 'The conversation had more friction than warmth');
  } else why.push(`A conversation of ${c.messageCount} messages without a strong spark`);
  if (c.sharedTopicHits > 0) why.push(`Talked about ${c.sharedTopicHits} shared interest${c.sharedTopicHits === 1 ? '' : 's'}`);
  return why;
}

const sanitize = (c: ConversationSignals): ConversationSignals => ({
  messageCount: Math.max(0, finiteOr0(c?.messageCount)),
  engagementBalance: clamp01(finiteOr0(c?.engagementBalance)),
  sharedTopicHits: Math.max(0, finiteOr0(c?.sharedTopicHits)),
  positiveSignals: Math.max(0, finiteOr0(c?.positiveSignals)),
  negativeSignals: Math.max(0, finiteOr0(c?.negativeSignals)),
});

/**
 * The decision rule (in order):
 *   1. score < 0.45 → NO
 *   2. a poor conversation (≥ 4 messages and balance < 0.35, or negative cues outnumber positive by ≥ 3) → NO
 *   3. score ≥ 0.72 and a healthy conversation (≥ 8 messages, balance ≥ 0.6, positive ≥ negative) → YES
 *   4. otherwise MAYBE (also for a missing score).
 * Confidence starts at 0.75 and is adjusted (then kept within 0.5..0.95):
 *   YES: + min(0.1, score − 0.72), + 0.05 if ≥ 3 shared topics came up.
 *   NO by score: + min(0.1, 0.45 − score), + 0.05 if the conversation was poor too.
 *   NO by the conversation alone: − 0.1 (the profiles looked workable).
 *   MAYBE: − 0.15 when fewer than 4 messages were exchanged; else unchanged.
 */
export function decide(input: DecisionInput): DecisionResult {
  const rule = DECISION_RULE;
  const k = rule.confidence;
  const score = input?.score;
  if (typeof score !== 'number' || !Number.isFinite(score)) {
    return { decision: rule.defaultDecision, confidence: rule.defaultConfidence, why: ['No compatibility score was available'] };
  }
  const s = clamp01(score);
  const c = sanitize(input.conversation);
  const health = conversationHealth(c);
  const scoreWhy = `Personality compatibility ${percent(s)}`;
  const why = [scoreWhy, ...conversationWhy(c, health)];

  let decision: Decision = rule.defaultDecision;
  let confidence: number = rule.defaultConfidence;
  if (s < rule.noBelow) {
    decision = 'NO';
    confidence += Math.min(k.marginCap, rule.noBelow - s) + (health === 'poor' ? k.agreementBonus : 0);
    why.push(`Compatibility is below the ${percent(rule.noBelow)} needed to continue`);
  } else if (health === 'poor') {
    decision = 'NO';
    confidence -= k.conversationOnlyNoPenalty;
  } else if (s >= rule.yesAtLeast && health === 'healthy') {
    decision = 'YES';
    confidence += Math.min(k.marginCap, s - rule.yesAtLeast) + (c.sharedTopicHits >= k.sharedTopicsAtLeast ? k.sharedTopicsBonus : 0);
  } else {
    if (health === 'thin') confidence -= k.littleEvidencePenalty;
    if (s < rule.yesAtLeast) why.push(`Compatibility is promising but below the ${percent(rule.yesAtLeast)} needed for a clear yes`);
  }
  return { decision, confidence: round(Math.min(k.max, Math.max(k.min, confidence)), 2), why };
}
