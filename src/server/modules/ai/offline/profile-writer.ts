import type { HexacoScores, Trait } from '@shared/domain/assessment/hexaco';
import type { ProfileSummary } from '../schemas/companion';

/** Spec §9: trait text appears at 0.7 or more, or 0.3 or less; nothing in between. */
const HIGH = 0.7;
const LOW = 0.3;

const TRAIT_TEXT: Record<Trait, { high: string; low: string }> = {
  honesty_humility: {
    high: 'sincere and modest, with little patience for games',
    low: 'confident about what you want and unafraid to go after it',
  },
  emotionality: { high: 'emotionally attuned, quick to notice how others feel', low: 'steady under pressure and hard to rattle' },
  extraversion: {
    high: 'energised by people and at home in a lively room',
    low: 'happiest in smaller settings, where conversations can go deep',
  },
  agreeableness: { high: 'patient and generous, slow to judge', low: 'direct and honest, even when it means disagreeing' },
  conscientiousness: {
    high: 'organised and reliable; people can count on you',
    low: 'spontaneous and flexible, happy to see where the day goes',
  },
  openness: { high: 'curious, drawn to new ideas, places and people', low: 'grounded, with a love for the familiar and proven' },
};

const describe = (scores: HexacoScores) =>
  (Object.keys(TRAIT_TEXT) as Trait[])
    .map((t) => ({ t, v: scores[t] }))
    .filter(({ v }) => v >= HIGH || v <= LOW)
    .sort((x, y) => Math.abs(y.v - 0.5) - Math.abs(x.v - 0.5))
    .map(({ t, v }) => TRAIT_TEXT[t][v >= HIGH ? 'high' : 'low']);

/** The basic profile text the spec falls back to (§8.3), written from the scores alone. */
export function writeProfileSummary(input: { hexaco: HexacoScores; archetype: string; display_name?: string }): ProfileSummary {
  const s = input.hexaco;
  const traits = describe(s);
  const who = input.display_name ? `${input.display_name}, as ${input.archetype}` : `As ${input.archetype}`;
  const personality_summary =
    traits.length > 0
      ? `${who}, you are ${traits.slice(0, 3).join('; ')}.`
      : `${who}, you are well balanced: adaptable across situations rather than defined by one extreme.`;
  const love_style =
    s.agreeableness >= 0.6 && s.emotionality >= 0.5
      ? 'Warm and attentive: you show love through care, patience and remembering the small things.'
      : s.extraversion >= 0.6
        ? 'Playful and expressive: you show love through shared adventures and time together.'
        : s.conscientiousness >= 0.6
          ? 'Steady and dependable: you show love by showing up, consistently.'
          : 'Thoughtful and genuine: you show love through honest conversation and quiet loyalty.';
  const communication_style =
    s.extraversion >= 0.6
      ? `Open and energetic; you think out loud${s.agreeableness >= 0.6 ? ' and make people feel heard' : ' and say what you mean'}.`
      : `Considered and calm; you listen first${s.agreeableness >= 0.6 ? ' and choose kind words' : ' and speak plainly'}.`;
  const focus =
    s.openness >= 0.6
      ? 'curiosity and a taste for new experiences'
      : s.conscientiousness >= 0.6
        ? 'reliability and shared plans for the future'
        : s.agreeableness >= 0.6
          ? 'kindness and emotional openness'
          : 'honesty and an easy, low-drama rhythm';
  const compatibility_focus =
    `Someone who matches your ${focus}, with ` +
    `${s.extraversion >= 0.5 ? 'enough energy to keep up' : 'respect for your quieter moments'}.`;
  return { personality_summary, love_style, communication_style, compatibility_focus };
}
