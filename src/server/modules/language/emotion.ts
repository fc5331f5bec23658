/** Spec §5: keyword emotion detection; spec §8.6: canned empathetic lines when empathy generation fails. */
export const EMOTIONS = ['happy', 'sad', 'anxious', 'frustrated', 'confused', 'neutral'] as const;
export type Emotion = (typeof EMOTIONS)[number];
export type DetectedEmotion = Exclude<Emotion, 'neutral'>;

const KEYWORDS: Record<DetectedEmotion, readonly string[]> = {
  happy: [
    'happy',
    'glad',
    'great',
    'excited',
    'awesome',
    'amazing',
    'wonderful',
    'love',
    'love it',
    'thrilled',
    'joy',
    'fantastic',
    'delighted',
    'yay',
  ],
  sad: ['sad', 'down', 'lonely', 'depressed', 'unhappy', 'miserable', 'heartbroken', 'cry', 'crying', 'hurt', 'miss them', 'grieving'],
  anxious: ['anxious', 'nervous', 'worried', 'worry', 'scared', 'afraid', 'stressed', 'stress', 'panic', 'overwhelmed', 'uneasy', 'tense'],
  frustrated: ['frustrated', 'frustrating', 'angry', 'annoyed', 'annoying', 'mad', 'irritated', 'fed up', 'sick of', 'hate', 'ugh'],
  confused: [
    'confused',
    'confusing',
    'unsure',
    'not sure',
    "don't understand",
    "don't know",
    'lost track',
    'mixed signals',
    'puzzled',
    'no idea',
  ],
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const patterns = Object.fromEntries(
  Object.entries(KEYWORDS).map(([emotion, words]) => [emotion, words.map((w) => new RegExp(`(^|[^a-z'])${escape(w)}($|[^a-z'])`, 'g'))]),
) as Record<DetectedEmotion, RegExp[]>;

/**
 * The emotion whose keywords occur most often in the text; ties go to the earlier emotion in
 * EMOTIONS order, and no keyword at all gives 'neutral'.
 */
export function detectEmotion(text: unknown): Emotion {
  if (typeof text !== 'string') return 'neutral';
  const lower = text.toLowerCase().replace(/[’‘]/g, "'");
  let best: Emotion = 'neutral';
  let bestCount = 0;
  for (const emotion of EMOTIONS) {
    if (emotion === 'neutral') continue;
    const count = patterns[emotion].reduce((n, re) => n + (lower.match(re)?.length ?? 0), 0);
    if (count > bestCount) {
      best = emotion;
      bestCount = count;
    }
  }
  return best;
}

export const CANNED_EMPATHY_LINES: Record<DetectedEmotion, readonly string[]> = {
  happy: [
    "That's wonderful to hear! I love seeing you this happy.",
    'Your good mood is contagious. Tell me more about what made today great!',
    "I'm so glad things are going well for you. You deserve it.",
  ],
  sad: [
    "I'm really sorry you're feeling down. I'm here for you, and you don't have to go through this alone.",
    "That sounds really hard. It's okay to feel sad, and I'm here whenever you want to talk.",
    'Sending you a lot of warmth right now. Would it help to talk about what happened?',
  ],
  anxious: [
    "It's completely understandable to feel anxious. Let's take it one step at a time together.",
    "That sounds stressful. Take a slow breath with me; we'll figure this out together.",
    "Feeling nervous just means this matters to you. I'm right here with you.",
  ],
  frustrated: [
    'That sounds really frustrating. Your feelings make total sense.',
    "I'd be frustrated too. Do you want to vent, or should we think it through together?",
    "Ugh, that's annoying. Let's see if we can find a way to make it a bit easier.",
  ],
  confused: [
    "It's okay not to have it all figured out. Let's untangle it together.",
    "That does sound confusing. Tell me a bit more and we'll sort through it.",
    'Mixed feelings are normal. What part feels most unclear right now?',
  ],
};

/** A canned line for the emotion, chosen at random; 'neutral' (or anything unknown) uses the confused set. */
export function cannedEmpathyLine(emotion: Emotion | string, random: () => number = Math.random): string {
  const lines = (CANNED_EMPATHY_LINES as Record<string, readonly string[]>)[emotion] ?? CANNED_EMPATHY_LINES.confused;
  const index = Math.min(lines.length - 1, Math.floor(random() * lines.length));
  return lines[Math.max(0, index)]!;
}
