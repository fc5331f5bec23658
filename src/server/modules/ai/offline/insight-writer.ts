import { detectEmotion } from '@server/modules/language';
import type { InteractionAnalysis, Reasoning } from '../schemas/companion';
import { TOPIC_CATALOGUE } from '../../../domain/topics/topic-catalogue';

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
]);

/** Spec §9: words of 4+ letters count 1, known topics count 2; the top ones are the person's interests. */
export function extractTopics(text: string, limit = 10): string[] {
  const counts = new Map<string, number>();
  const lower = text.toLowerCase();
  for (const word of lower.match(/\p{L}{4,}/gu) ?? []) if (!STOPWORDS.has(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
  for (const lex of TOPIC_CATALOGUE)
    if (lex.keywords.some((k) => new RegExp(`\\b${k}`).test(lower))) counts.set(lex.label, (counts.get(lex.label) ?? 0) + 2);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([w]) => w.slice(0, 40));
}

const DEEP_TYPES = new Set(['deep_conversation', 'personal_sharing', 'conversation']);

export function analyzeText(input: { type: string; content: string }): InteractionAnalysis {
  const text = input.content.trim();
  const emotion = detectEmotion(text);
  const length = text.length;
  // Spec §9: over 100 characters is detailed, under 50 concise.
  const message_length_style = length > 100 ? 'detailed' : length < 50 ? 'concise' : 'balanced';
  const engagement =
    0.3 +
    Math.min(0.3, length / 500) +
    (text.includes('?') ? 0.15 : 0) +
    (emotion !== 'neutral' ? 0.1 : 0) +
    (DEEP_TYPES.has(input.type) ? 0.15 : 0);
  const engagement_level = Math.round(Math.min(1, engagement) * 100) / 100;
  const topics = extractTopics(text, 5);
  const summary = text
    ? `A ${message_length_style} ${input.type.replace(/_/g, ' ')} with a ${emotion} ` +
      `tone${topics.length ? `, touching on ${topics.slice(0, 3).join(', ')}` : ''}.`
    : `A ${input.type.replace(/_/g, ' ')} without text.`;
  return { analysis: { emotion, engagement_level, message_length_style, topics, summary } };
}

/** A short, structured read of a social situation: what's going on, what matters, one next step. */
export function reasonAbout(input: { situation: string; context: Record<string, unknown> }): Reasoning {
  const emotion = detectEmotion(input.situation);
  const stage = typeof input.context.relationshipStage === 'string' ? input.context.relationshipStage.replace(/_/g, ' ') : null;
  const topics = extractTopics(input.situation, 3);
  const feeling = emotion === 'neutral' ? 'The situation reads as fairly calm' : `There's a ${emotion} undercurrent here`;
  const focus = topics.length ? ` and it centres on ${topics.join(', ')}` : '';
  const step =
    emotion === 'anxious' || emotion === 'sad'
      ? 'A gentle next step is to acknowledge the feeling first, then take one small, low-pressure action.'
      : emotion === 'frustrated'
        ? 'It may help to pause before replying, then say plainly what you need.'
        : emotion === 'confused'
          ? 'Asking one clear, friendly question would remove most of the guesswork.'
          : 'Keep things light and curious, and follow up on whatever they seemed most excited about.';
  return {
    reasoning: `${feeling}${focus}.${stage ? ` At the ${stage} stage, small consistent signals matter more than big gestures.` : ''} ${step}`,
  };
}
