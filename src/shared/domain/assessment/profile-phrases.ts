import type { Trait } from './hexaco';
import type { Band } from './lifestyle-insights';

/** The phrase banks the profile builders draw from (data tables: plain second-person English). */

export const ARCHETYPE_DESCRIPTIONS: Record<string, string> = {
  'The Confidant': 'Trustworthy to the core. You value sincerity over show, and people tend to tell you things they tell no one else.',
  'The Romantic': 'You feel deeply and love wholeheartedly. Closeness, loyalty and the small sentimental moments matter to you.',
  'The Spark': "You bring the energy. New people, new plans, a full room: you're at your best when life is shared.",
  'The Anchor': 'Steady, patient and generous with second chances, you are the calm that people come back to.',
  'The Strategist': 'You think ahead and follow through. Your care shows in plans made, promises kept and details remembered.',
  'The Dreamer': "Curious and imaginative, you're drawn to the unusual and happiest when life has a little wonder in it.",
  'The Explorer':
    "Adaptable and hard to pin down, you don't fit one mould: social or quiet, planned or spontaneous, you read the moment and go with what it needs.",
};

export const SUMMARY_PHRASES: Record<Trait, Record<Band, string>> = {
  honesty_humility: {
    high: 'you lead with sincerity and would rather be real than impressive',
    mid: 'you are straightforward with the people you trust',
    low: 'you are ambitious and know how to make things happen for yourself',
  },
  emotionality: {
    high: 'you feel things deeply and care openly about the people close to you',
    mid: 'you are in touch with your feelings without being ruled by them',
    low: 'you stay calm and self-reliant when things get tense',
  },
  extraversion: {
    high: 'you draw energy from people and light up a room',
    mid: 'you enjoy company and also value your own time',
    low: 'you prefer depth over volume and recharge in quiet',
  },
  agreeableness: {
    high: 'you are patient, forgiving and easy to be around',
    mid: 'you are easygoing until something really matters',
    low: 'you speak your mind and hold your ground',
  },
  conscientiousness: {
    high: 'you plan ahead and follow through on what you promise',
    mid: 'you organise what matters and stay flexible about the rest',
    low: 'you are spontaneous and happy to let the day unfold',
  },
  openness: {
    high: 'you are curious, imaginative and always up for something new',
    mid: 'you enjoy new things while keeping a few trusted favourites',
    low: 'you are practical and know exactly what you like',
  },
};

export const NEEDS: Record<Trait, Record<'high' | 'low', string>> = {
  honesty_humility: { high: 'honesty and fair play', low: 'ambition and a little luxury' },
  emotionality: { high: 'closeness and reassurance', low: 'independence and room to handle things your way' },
  extraversion: { high: 'shared fun and a lively social life', low: 'quiet time and space to recharge' },
  agreeableness: { high: 'harmony and kindness', low: 'candour over keeping the peace' },
  conscientiousness: { high: 'reliability and follow-through', low: 'freedom to improvise' },
  openness: { high: 'novelty, ideas and meaning', low: 'stability and familiar comforts' },
};

export const STRESSORS: Record<Trait, Record<'high' | 'low', string>> = {
  honesty_humility: { high: 'feeling misled or played', low: 'being asked to settle for less' },
  emotionality: { high: 'uncertainty and long silences', low: 'drama and clinginess' },
  extraversion: { high: 'too many evenings alone', low: 'back-to-back social plans' },
  agreeableness: { high: 'open conflict', low: 'having to pretend things are fine' },
  conscientiousness: { high: 'last-minute cancellations and loose ends', low: 'rigid schedules' },
  openness: { high: 'routine and repetition', low: 'too much unpredictability' },
};

export const LOVE_STYLES: Record<Trait, string> = {
  honesty_humility: 'Loyal and sincere: you show love by being honest, keeping your word and never playing games.',
  emotionality: 'Deep and devoted: you love wholeheartedly, remember what matters to your person and check in often.',
  extraversion: 'Playful and affectionate: you show love through shared adventures, laughter and making plans together.',
  agreeableness: 'Patient and giving: you show love through kindness, generosity and second chances.',
  conscientiousness: 'Steady and thoughtful: you show love by showing up, keeping promises and remembering the details.',
  openness: 'Adventurous and romantic: you show love by sharing new experiences, ideas and little surprises.',
};
export const ADAPTABLE_LOVE_STYLE = 'Adaptable and attentive: you meet people where they are and let the connection find its own rhythm.';

interface ComboInsight {
  when: (b: Record<Trait, Band>) => boolean;
  text: string;
}

/** "Secret" insights: the less obvious combinations of traits. The first matches are used. */
export const COMBO_INSIGHTS: readonly ComboInsight[] = [
  {
    when: (b) => b.extraversion === 'high' && b.emotionality === 'high',
    text: "You're the life of the party who still replays every conversation on the way home.",
  },
  {
    when: (b) => b.extraversion === 'low' && b.openness === 'high',
    text: 'Quiet on the outside, a whole world of ideas on the inside: the right person gets the full tour.',
  },
  {
    when: (b) => b.conscientiousness === 'high' && b.openness === 'high',
    text: 'You plan your spontaneity: the adventure is wild, the backup plan is laminated.',
  },
  { when: (b) => b.agreeableness === 'high' && b.honesty_humility === 'high', text: 'People trust you quickly, and they are right to.' },
  {
    when: (b) => b.emotionality === 'low' && b.agreeableness === 'high',
    text: 'Your calm is contagious: you are often the one who settles the room.',
  },
  {
    when: (b) => b.extraversion === 'high' && b.conscientiousness === 'low',
    text: 'Your best nights out were never planned, and you have the stories to prove it.',
  },
  {
    when: (b) => b.agreeableness === 'low' && b.honesty_humility === 'high',
    text: "You'd rather say the hard thing kindly than the easy thing falsely.",
  },
  {
    when: (b) => b.emotionality === 'high' && b.conscientiousness === 'high',
    text: 'Your care comes with a checklist: you remember birthdays, allergies and the name of their childhood dog.',
  },
  {
    when: (b) => b.openness === 'low' && b.conscientiousness === 'high',
    text: 'You are the reliable one: your friends set their clocks by you, and secretly love it.',
  },
  {
    when: (b) => b.extraversion === 'low' && b.agreeableness === 'high',
    text: 'You notice who is left out of the conversation, and quietly bring them in.',
  },
];

export const HIDDEN_STRENGTHS: Record<Trait, Record<'high' | 'low', string>> = {
  honesty_humility: {
    high: 'Your modesty hides how much people rely on your word.',
    low: 'You know your worth, and you are not afraid to ask for it.',
  },
  emotionality: {
    high: 'Your sensitivity is a radar: you often know how someone feels before they do.',
    low: 'In a crisis, you are the steady hand everyone looks for.',
  },
  extraversion: {
    high: 'You make strangers feel like old friends within minutes.',
    low: 'Your attention is a gift: when you listen, people feel truly heard.',
  },
  agreeableness: {
    high: 'Your patience turns awkward moments into easy ones.',
    low: 'Your honesty saves people from the wrong decisions.',
  },
  conscientiousness: {
    high: 'You turn "we should do that sometime" into a booked table.',
    low: 'You thrive when plans fall apart: improvising is your superpower.',
  },
  openness: {
    high: 'You can turn an ordinary Tuesday into a story worth telling.',
    low: 'You know what works, and you build comfort people want to come home to.',
  },
};

export const COMMUNICATION_SUMMARIES: Record<string, string> = {
  'warm and expressive': 'You talk in full colour: lots of feeling, lots of follow-up questions, and you say it when you miss someone.',
  'playful and energetic': 'You keep conversations moving with humour, quick replies and plenty of plans.',
  'direct and candid': 'You say what you mean and appreciate the same in return; nobody has to guess where they stand with you.',
  'gentle and diplomatic': 'You choose your words with care and keep even hard conversations kind.',
  'thoughtful and measured': 'You listen first and reply with substance; your messages are worth the wait.',
};

export const TEXTING_STYLE: Record<Band, string> = {
  high: 'quick replies and a lot of back-and-forth',
  mid: "steady replies that match the other person's pace",
  low: 'fewer, longer messages and a preference for talking in person',
};

export const STANDOUT: Record<Trait, Record<'high' | 'low', string>> = {
  honesty_humility: { high: 'your sincerity', low: 'your ambition' },
  emotionality: { high: 'your emotional depth', low: 'your calm under pressure' },
  extraversion: { high: 'your social energy', low: 'your quiet focus' },
  agreeableness: { high: 'your patience', low: 'your candour' },
  conscientiousness: { high: 'your reliability', low: 'your spontaneity' },
  openness: { high: 'your curiosity', low: 'your down-to-earth practicality' },
};
