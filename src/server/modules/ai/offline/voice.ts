import { firstNameOf } from '@shared/lib/first-name';
import type { Persona } from '@shared/domain/matching/persona';
import type { Rng } from './rng';
import type { Energy } from './phrases/small-talk';

/** How a persona writes, derived from traits, tone and style cues. */
export interface Voice {
  name: string;
  energy: Energy;
  extraversion: number;
  /** Chance to react to what the other said before answering. */
  reactChance: number;
  /** Chance to end a message with a question. */
  askChance: number;
  /** Chance to add an extra enthusiastic sentence. */
  elaborateChance: number;
  /** Chance that a statement ends in "!" rather than ".". */
  exclaimChance: number;
  warm: boolean;
  dry: boolean;
  /** Suggests concrete times when making plans. */
  specific: boolean;
  cautious: boolean;
  emoji: boolean;
}

export const firstName = (persona: Persona) => firstNameOf(persona.name) ?? '';

export function voiceOf(persona: Persona): Voice {
  const t = persona.personality_traits;
  const e = t.extraversion;
  const tone = `${persona.tone} ${persona.vibe}`.toLowerCase();
  const cues = persona.social.style_cues.join(' ').toLowerCase();
  const playful = /playful|witty|teas|sarcas|dry/.test(tone);
  return {
    name: firstName(persona),
    energy: e >= 0.55 || (e >= 0.45 && /energetic|bubbly|enthusias|outgoing/.test(tone)) ? 'high' : 'low',
    extraversion: e,
    reactChance: 0.35 + 0.5 * e,
    askChance: 0.3 + 0.55 * e,
    elaborateChance: Math.max(0, e - 0.35),
    exclaimChance: e < 0.4 ? 0 : Math.min(0.9, (e - 0.3) * 1.3),
    warm: t.agreeableness >= 0.6 || /warm|kind|gentle|caring/.test(tone),
    dry: t.agreeableness < 0.4 || playful,
    specific: t.conscientiousness >= 0.6,
    cautious: t.emotionality >= 0.7 && e < 0.5,
    emoji: /emoji/.test(cues),
  };
}

const EMOJI = ['🙂', '😄', '✨', '😅', '🙌'];

/** Punctuation by energy: quieter voices never exclaim; louder ones turn at most one full stop per message into "!". */
export function voiceSentences(sentences: readonly string[], voice: Voice, rng: Rng): string[] {
  let exclaimed = sentences.some((s) => s.endsWith('!'));
  return sentences.map((sentence) => {
    const s = sentence.trim();
    if (voice.exclaimChance === 0) return s.replace(/!+/g, '.');
    if (!exclaimed && /[^.]\.$/.test(s) && rng.chance(voice.exclaimChance)) {
      exclaimed = true;
      return `${s.slice(0, -1)}!`;
    }
    return s;
  });
}

export function finishMessage(parts: readonly string[], voice: Voice, rng: Rng): string {
  let text = parts.filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
  if (voice.emoji && rng.chance(0.3)) text = `${text} ${rng.pick(EMOJI)}`;
  return text;
}
