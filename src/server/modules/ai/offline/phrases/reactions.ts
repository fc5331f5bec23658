import type { Mood } from '../anecdotes';
import type { Energy } from './small-talk';

/**
 * The tagged reaction bank: each interjection and each evaluation lists the moods (anecdotes.ts) it
 * fits, and a reaction is "Interjection, evaluation." with both fitting the mood of what it answers.
 * "Ha, that sounds peaceful." cannot follow "I dug my old console out of the attic."
 */
export interface Tagged {
  text: string;
  fits: readonly Mood[];
}

const ALL: readonly Mood[] = ['good', 'calm', 'mishap', 'taste', 'neutral'];

export const REACTION_OPENERS: Record<Energy, readonly Tagged[]> = {
  high: [
    { text: 'Oh', fits: ALL },
    { text: 'Ooh', fits: ['good', 'taste', 'calm'] },
    { text: 'Okay', fits: ALL },
    { text: 'Wait', fits: ['good', 'mishap', 'neutral'] },
    { text: 'Ha', fits: ['mishap', 'good'] },
    { text: 'Wow', fits: ['good', 'taste'] },
    { text: 'Aw', fits: ['calm', 'good', 'mishap'] },
    { text: 'Honestly', fits: ALL },
    { text: 'Oh my god', fits: ['good', 'mishap'] },
    { text: 'Yes', fits: ['good', 'taste'] },
    { text: 'Stop', fits: ['good', 'mishap'] },
    { text: 'Oh no', fits: ['mishap'] },
  ],
  low: [
    { text: 'Ah', fits: ALL },
    { text: 'Hm', fits: ['neutral', 'taste'] },
    { text: 'Ha', fits: ['mishap', 'good'] },
    { text: 'Oh', fits: ALL },
    { text: 'Huh', fits: ['neutral', 'good'] },
    { text: 'Okay', fits: ALL },
    { text: 'Oof', fits: ['mishap'] },
  ],
};

export const REACTION_TAILS: Record<Energy, readonly Tagged[]> = {
  high: [
    { text: 'I love that', fits: ['good', 'calm', 'taste'] },
    { text: 'that sounds amazing', fits: ['good'] },
    { text: "that's so fun", fits: ['good'] },
    { text: "that's so lovely", fits: ['good', 'calm'] },
    { text: 'I like that a lot', fits: ['good', 'calm', 'neutral', 'taste'] },
    { text: "that's so cool", fits: ['good', 'neutral'] },
    { text: 'that made me smile', fits: ['good', 'calm', 'mishap'] },
    { text: 'I need to hear more about that', fits: ['good', 'calm', 'mishap', 'neutral'] },
    { text: "that's such a good story", fits: ['good', 'mishap'] },
    { text: "I'm obsessed with that", fits: ['good', 'taste'] },
    { text: "that's the best thing I've heard all day", fits: ['good', 'mishap'] },
    { text: "I'm laughing", fits: ['mishap'] },
    { text: 'what a disaster, I love it', fits: ['mishap'] },
    { text: 'that sounds like a proper adventure', fits: ['good', 'mishap'] },
  ],
  low: [
    { text: 'that sounds nice', fits: ['good', 'calm'] },
    { text: 'that makes sense', fits: ['neutral'] },
    { text: 'I can picture that', fits: ['good', 'calm', 'mishap', 'neutral'] },
    { text: 'that sounds peaceful', fits: ['calm'] },
    { text: 'I like the sound of that', fits: ['good', 'calm'] },
    { text: 'interesting', fits: ['neutral', 'good', 'taste'] },
    { text: "I wouldn't have guessed that", fits: ['neutral', 'good'] },
    { text: "that's kind of great", fits: ['good', 'mishap'] },
    { text: 'fair enough', fits: ['neutral', 'mishap', 'taste'] },
    { text: 'I get that', fits: ['neutral', 'calm'] },
    { text: 'classic', fits: ['mishap'] },
  ],
};

/** Only after someone names a favourite (mood 'taste'). */
export const TASTE_TAILS: Record<Energy, readonly Tagged[]> = {
  high: ['you have great taste', 'best answer so far', 'excellent choice', 'now I need to try it'].map((text) => ({
    text,
    fits: ['taste'] as const,
  })),
  low: ['good answer', 'solid choice', 'good taste', 'noted for later'].map((text) => ({ text, fits: ['taste'] as const })),
};

/** Teasing reactions for dry or playful voices, used whole, only after a favourite. */
export const DRY_REACTIONS = [
  'Bold choice.',
  "I'll allow it.",
  'Debatable, but okay.',
  'Respectable.',
  'I have questions, but fine.',
  'Interesting choice. I respect it.',
  "Hm. I'll think about forgiving you for that.",
];

export const fits = (item: Tagged, mood: Mood) => item.fits.includes(mood);

/** Replies to how a plan went (a hook's update), used whole and chosen by the update's mood. */
export const HOOK_REPLIES: readonly Tagged[] = [
  { text: "Aw, I'm glad it went well.", fits: ['good', 'calm'] },
  { text: "That's brilliant.", fits: ['good'] },
  { text: "I'm so happy for you.", fits: ['good', 'calm'] },
  { text: 'Sounds like a proper adventure.', fits: ['good', 'mishap'] },
  { text: "Ha, that's the spirit.", fits: ['mishap'] },
  { text: 'Oh no, but also, ha.', fits: ['mishap'] },
  { text: 'Worth it, then.', fits: ['mishap', 'good'] },
];
