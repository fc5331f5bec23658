/**
 * Spec §3 preference_models and §9 Companion learning: what Maya learns from the person's
 * interactions, one pure function per category. The service stores each result as the category's
 * preference_data.
 */
export const PREFERENCE_CATEGORIES = ['communication_style', 'engagement_preferences', 'interests'] as const;
export type PreferenceCategory = (typeof PREFERENCE_CATEGORIES)[number];

/** Spec §7.1: the client's batched updatePreferences calls carry this confidence. */
export const BATCH_CONFIDENCE = 0.6;
/** Spec §9: every 30 s, 10 interactions at a time. */
export const BATCH_INTERVAL_MS = 30_000;
export const BATCH_SIZE = 10;

export type MessageLengthPreference = 'detailed' | 'balanced' | 'concise';

/** Spec §9: over 100 characters gives the detailed style; under 50 gives concise. */
export function messageLengthPreference(averageLength: number): MessageLengthPreference {
  if (averageLength > 100) return 'detailed';
  if (averageLength < 50) return 'concise';
  return 'balanced';
}

const EMOJI = /\p{Extended_Pictographic}/u;
const round2 = (n: number) => Math.round(n * 100) / 100;

export interface CommunicationStyle {
  message_length_preference: MessageLengthPreference;
  average_message_length: number;
  /** Share of messages with at least one emoji, 0..1. */
  emoji_usage: number;
  /** Share of messages that ask a question, 0..1. */
  question_asking_frequency: number;
  messages: number;
}

/** From the person's own messages (not Maya's). */
export function communicationStyle(messages: readonly string[]): CommunicationStyle {
  const texts = messages.map((m) => m.trim()).filter(Boolean);
  const n = texts.length;
  const averageLength = n ? texts.reduce((s, t) => s + [...t].length, 0) / n : 0;
  return {
    message_length_preference: n ? messageLengthPreference(averageLength) : 'balanced',
    average_message_length: Math.round(averageLength),
    emoji_usage: n ? round2(texts.filter((t) => EMOJI.test(t)).length / n) : 0,
    question_asking_frequency: n ? round2(texts.filter((t) => t.includes('?')).length / n) : 0,
    messages: n,
  };
}

export type DayPart = 'morning' | 'afternoon' | 'evening' | 'night';
export const dayPartOf = (hour: number): DayPart =>
  hour >= 5 && hour < 12 ? 'morning' : hour >= 12 && hour < 17 ? 'afternoon' : hour >= 17 && hour < 22 ? 'evening' : 'night';

export interface EngagementPreferences {
  /** From the average engagement level: above 0.7 high, below 0.3 low. */
  activity_level: 'high' | 'moderate' | 'low';
  time_of_day_preference: { most_active_hour: number | null; activity_distribution: Record<DayPart, number> };
  /** Interactions per day the person was active. */
  interaction_frequency: number;
  average_engagement: number;
}

export interface TimedInteraction {
  /** The person's local hour, 0..23. */
  hour: number;
  /** The person's local calendar day, e.g. '2026-11-23'. */
  day: string;
  engagementLevel: number | null;
}

export function engagementPreferences(items: readonly TimedInteraction[]): EngagementPreferences {
  const byHour = new Map<number, number>();
  const distribution: Record<DayPart, number> = { morning: 0, afternoon: 0, evening: 0, night: 0 };
  for (const i of items) {
    byHour.set(i.hour, (byHour.get(i.hour) ?? 0) + 1);
    distribution[dayPartOf(i.hour)] += 1;
  }
  // The busiest hour; a tie goes to the earlier hour.
  const most = [...byHour.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
  const levels = items.map((i) => i.engagementLevel).filter((l): l is number => typeof l === 'number');
  const avg = levels.length ? levels.reduce((a, b) => a + b, 0) / levels.length : 0.5;
  const days = new Set(items.map((i) => i.day)).size;
  return {
    activity_level: avg > 0.7 ? 'high' : avg < 0.3 ? 'low' : 'moderate',
    time_of_day_preference: { most_active_hour: most ? most[0] : null, activity_distribution: distribution },
    interaction_frequency: days ? round2(items.length / days) : 0,
    average_engagement: round2(avg),
  };
}

/** Common words of 4+ letters that say nothing about interests. */
const STOPWORDS = new Set([
  'that',
  'this',
  'with',
  'have',
  'from',
  'they',
  'were',
  'what',
  'when',
  'your',
  'just',
  'about',
  'there',
  'would',
  'could',
  'really',
  'been',
  'then',
  'them',
  'like',
  'into',
  'than',
  'some',
  'will',
  'very',
  'also',
  'because',
  'which',
  'their',
  'going',
  'know',
  'think',
  'want',
  'does',
  'doing',
  'here',
  'where',
  'while',
  'still',
  'much',
  'more',
  'most',
  'only',
  'even',
  'well',
  'over',
  'such',
  'make',
  'made',
  'feel',
  'felt',
  'today',
  'yeah',
  'okay',
  'sure',
  'maybe',
  'thing',
  'things',
  'said',
  'should',
  'being',
  'these',
  'those',
  'other',
  'again',
  'after',
  'before',
  'didn',
  'doesn',
  'haven',
  'wasn',
  'isn',
  'aren',
  'dont',
  'cant',
  'tell',
  'something',
  'anything',
  'everything',
  'pretty',
  'kind',
  'lot',
  'lots',
  'need',
  'good',
  'great',
  'called',
  'named',
  'name',
  'live',
  'lives',
  'remember',
]);

/** `label` only when it differs from `term`: a name the person writes capitalised ("Lisbon"). */
export interface Interest {
  term: string;
  count: number;
  label?: string;
}

/**
 * Spec §9: words of 4 or more letters count 1, topics count 2; the top 10 are kept. A word the
 * person capitalises mid-sentence more often than not is a name, and is shown as they write it.
 */
export function interests(items: readonly { text: string; topics: readonly string[] }[], limit = 10): Interest[] {
  const counts = new Map<string, number>();
  const capitalised = new Map<string, { form: string; votes: number }>();
  for (const item of items) {
    for (const match of item.text.matchAll(/\p{L}{4,}/gu)) {
      const word = match[0].toLowerCase();
      if (STOPWORDS.has(word)) continue;
      counts.set(word, (counts.get(word) ?? 0) + 1);
      if (!/^\s*$|[.!?]\s*$/u.test(item.text.slice(0, match.index))) {
        const vote = /^\p{Lu}/u.test(match[0]) ? 1 : -1;
        const seen = capitalised.get(word);
        capitalised.set(word, { form: vote > 0 ? match[0] : (seen?.form ?? word), votes: (seen?.votes ?? 0) + vote });
      }
    }
    for (const topic of item.topics) {
      const t = topic.trim().toLowerCase();
      if (t) counts.set(t, (counts.get(t) ?? 0) + 2);
    }
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([term, count]) => {
      const name = capitalised.get(term);
      return name && name.votes > 0 && name.form !== term ? { term, count, label: name.form } : { term, count };
    });
}

/**
 * How engaged a message seems, 0..1: longer messages, questions, feelings and deep conversation
 * types count more. Used for the interaction's engagement_level.
 */
export function engagementOf(input: { type: string; content: string | null; emotional?: boolean }): number {
  const text = (input.content ?? '').trim();
  const deep = input.type === 'deep_conversation' || input.type === 'personal_sharing';
  const raw = 0.3 + Math.min(0.3, text.length / 500) + (text.includes('?') ? 0.15 : 0) + (input.emotional ? 0.1 : 0) + (deep ? 0.15 : 0);
  return round2(Math.min(1, raw));
}
