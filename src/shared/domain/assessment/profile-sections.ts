import { round2 } from '../../lib/math';
import { TRAITS, TRAIT_LABELS, type HexacoScores, type Trait } from '../../schemas/hexaco';
import { SCENE_COUNT } from './scenes';
import { ARCHETYPES, DEFAULT_ARCHETYPE } from './archetypes';
import { bandOf, normalizeScores, dominantTrait, traitsByProminence, type AssessmentResult, type Band } from './scoring';

/**
 * The comprehensive profile sections (spec §3 comprehensive_personality_profiles) and the basic
 * profile display fields (spec §3 Profile display fields), built deterministically from a scoring
 * result. This is the "basic profile" the app falls back to when the AI summary fails (spec §8.3),
 * so every field is always filled, in plain second-person English.
 */

export const ARCHETYPE_DESCRIPTIONS: Record<string, string> = {
  'The Confidant': 'Trustworthy to the core. You value sincerity over show, and people tend to tell you things they tell no one else.',
  'The Romantic': 'You feel deeply and love wholeheartedly. Closeness, loyalty and the small sentimental moments matter to you.',
  'The Spark': "You bring the energy. New people, new plans, a full room: you're at your best when life is shared.",
  'The Anchor': 'Steady, patient and generous with second chances, you are the calm that people come back to.',
  'The Strategist': 'You think ahead and follow through. Your care shows in plans made, promises kept and details remembered.',
  'The Dreamer': "Curious and imaginative, you're drawn to the unusual and happiest when life has a little wonder in it.",
  'The Explorer': "Adaptable and hard to pin down, you don't fit one mould: social or quiet, planned or spontaneous, you read the moment and go with what it needs.",
};

const describeArchetype = (archetype: string): string => ARCHETYPE_DESCRIPTIONS[archetype] ?? ARCHETYPE_DESCRIPTIONS[DEFAULT_ARCHETYPE]!;

const percent = (score: number): number => Math.round(score * 100);
const pick = <T>(band: Band, options: Record<Band, T>): T => options[band];

/** The shape the builders need: a HEXACO result (scores may come from storage, so they are re-normalised). */
export interface ProfileInput {
  scores: HexacoScores;
  confidence: number;
  archetype: string;
  insights: string[];
  evidence?: AssessmentResult['evidence'];
}

const bands = (scores: HexacoScores): Record<Trait, Band> => Object.fromEntries(TRAITS.map((t) => [t, bandOf(scores[t])])) as Record<Trait, Band>;

// ---------------------------------------------------------------------------------------------
// Phrase banks
// ---------------------------------------------------------------------------------------------

const SUMMARY_PHRASES: Record<Trait, Record<Band, string>> = {
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

const NEEDS: Record<Trait, Record<'high' | 'low', string>> = {
  honesty_humility: { high: 'honesty and fair play', low: 'ambition and a little luxury' },
  emotionality: { high: 'closeness and reassurance', low: 'independence and room to handle things your way' },
  extraversion: { high: 'shared fun and a lively social life', low: 'quiet time and space to recharge' },
  agreeableness: { high: 'harmony and kindness', low: 'candour over keeping the peace' },
  conscientiousness: { high: 'reliability and follow-through', low: 'freedom to improvise' },
  openness: { high: 'novelty, ideas and meaning', low: 'stability and familiar comforts' },
};

const STRESSORS: Record<Trait, Record<'high' | 'low', string>> = {
  honesty_humility: { high: 'feeling misled or played', low: 'being asked to settle for less' },
  emotionality: { high: 'uncertainty and long silences', low: 'drama and clinginess' },
  extraversion: { high: 'too many evenings alone', low: 'back-to-back social plans' },
  agreeableness: { high: 'open conflict', low: 'having to pretend things are fine' },
  conscientiousness: { high: 'last-minute cancellations and loose ends', low: 'rigid schedules' },
  openness: { high: 'routine and repetition', low: 'too much unpredictability' },
};

const LOVE_STYLES: Record<Trait, string> = {
  honesty_humility: 'Loyal and sincere: you show love by being honest, keeping your word and never playing games.',
  emotionality: 'Deep and devoted: you love wholeheartedly, remember what matters to your person and check in often.',
  extraversion: 'Playful and affectionate: you show love through shared adventures, laughter and making plans together.',
  agreeableness: 'Patient and giving: you show love through kindness, generosity and second chances.',
  conscientiousness: 'Steady and thoughtful: you show love by showing up, keeping promises and remembering the details.',
  openness: 'Adventurous and romantic: you show love by sharing new experiences, ideas and little surprises.',
};
const ADAPTABLE_LOVE_STYLE = 'Adaptable and attentive: you meet people where they are and let the connection find its own rhythm.';

interface ComboInsight {
  when: (b: Record<Trait, Band>) => boolean;
  text: string;
}

/** "Secret" insights: the less obvious combinations of traits. The first matches are used. */
const COMBO_INSIGHTS: readonly ComboInsight[] = [
  { when: (b) => b.extraversion === 'high' && b.emotionality === 'high', text: "You're the life of the party who still replays every conversation on the way home." },
  { when: (b) => b.extraversion === 'low' && b.openness === 'high', text: 'Quiet on the outside, a whole world of ideas on the inside: the right person gets the full tour.' },
  { when: (b) => b.conscientiousness === 'high' && b.openness === 'high', text: 'You plan your spontaneity: the adventure is wild, the backup plan is laminated.' },
  { when: (b) => b.agreeableness === 'high' && b.honesty_humility === 'high', text: 'People trust you quickly, and they are right to.' },
  { when: (b) => b.emotionality === 'low' && b.agreeableness === 'high', text: 'Your calm is contagious: you are often the one who settles the room.' },
  { when: (b) => b.extraversion === 'high' && b.conscientiousness === 'low', text: 'Your best nights out were never planned, and you have the stories to prove it.' },
  { when: (b) => b.agreeableness === 'low' && b.honesty_humility === 'high', text: "You'd rather say the hard thing kindly than the easy thing falsely." },
  { when: (b) => b.emotionality === 'high' && b.conscientiousness === 'high', text: 'Your care comes with a checklist: you remember birthdays, allergies and the name of their childhood dog.' },
  { when: (b) => b.openness === 'low' && b.conscientiousness === 'high', text: 'You are the reliable one: your friends set their clocks by you, and secretly love it.' },
  { when: (b) => b.extraversion === 'low' && b.agreeableness === 'high', text: 'You notice who is left out of the conversation, and quietly bring them in.' },
];

const HIDDEN_STRENGTHS: Record<Trait, Record<'high' | 'low', string>> = {
  honesty_humility: { high: 'Your modesty hides how much people rely on your word.', low: 'You know your worth, and you are not afraid to ask for it.' },
  emotionality: { high: 'Your sensitivity is a radar: you often know how someone feels before they do.', low: 'In a crisis, you are the steady hand everyone looks for.' },
  extraversion: { high: 'You make strangers feel like old friends within minutes.', low: 'Your attention is a gift: when you listen, people feel truly heard.' },
  agreeableness: { high: 'Your patience turns awkward moments into easy ones.', low: 'Your honesty saves people from the wrong decisions.' },
  conscientiousness: { high: 'You turn "we should do that sometime" into a booked table.', low: 'You thrive when plans fall apart: improvising is your superpower.' },
  openness: { high: 'You can turn an ordinary Tuesday into a story worth telling.', low: 'You know what works, and you build comfort people want to come home to.' },
};

// ---------------------------------------------------------------------------------------------
// Derived styles
// ---------------------------------------------------------------------------------------------

/** Two-sided traits of the profile, most pronounced first, as (trait, 'high' | 'low') pairs. */
const pronounced = (scores: HexacoScores, count: number): Array<{ trait: Trait; side: 'high' | 'low' }> =>
  traitsByProminence(scores)
    .filter((t) => bandOf(scores[t]) !== 'mid')
    .slice(0, count)
    .map((trait) => ({ trait, side: bandOf(scores[trait]) as 'high' | 'low' }));

export const conflictStyle = (b: Record<Trait, Band>): string => {
  if (b.agreeableness === 'high') return 'accommodating';
  if (b.agreeableness === 'low') return b.honesty_humility === 'low' ? 'competitive' : 'direct';
  return 'collaborative';
};

export const communicationStyleLabel = (b: Record<Trait, Band>): string => {
  if (b.extraversion === 'high' && b.emotionality === 'high') return 'warm and expressive';
  if (b.extraversion === 'high') return 'playful and energetic';
  if (b.agreeableness === 'low') return 'direct and candid';
  if (b.agreeableness === 'high') return 'gentle and diplomatic';
  return 'thoughtful and measured';
};

const COMMUNICATION_SUMMARIES: Record<string, string> = {
  'warm and expressive': 'You talk in full colour: lots of feeling, lots of follow-up questions, and you say it when you miss someone.',
  'playful and energetic': 'You keep conversations moving with humour, quick replies and plenty of plans.',
  'direct and candid': 'You say what you mean and appreciate the same in return; nobody has to guess where they stand with you.',
  'gentle and diplomatic': 'You choose your words with care and keep even hard conversations kind.',
  'thoughtful and measured': 'You listen first and reply with substance; your messages are worth the wait.',
};

const TEXTING_STYLE: Record<Band, string> = {
  high: 'quick replies and a lot of back-and-forth',
  mid: 'steady replies that match the other person\'s pace',
  low: 'fewer, longer messages and a preference for talking in person',
};

/** Decision tempo from the median reaction time (documented in docs/assessment-scoring.md). */
export const decisionStyle = (medianReactionTimeMs: number | null | undefined, conscientiousness: number): 'intuitive' | 'deliberate' | 'balanced' => {
  if (typeof medianReactionTimeMs === 'number') {
    if (medianReactionTimeMs < 4000) return 'intuitive';
    if (medianReactionTimeMs > 12000) return 'deliberate';
    return 'balanced';
  }
  const b = bandOf(conscientiousness);
  return b === 'high' ? 'deliberate' : b === 'low' ? 'intuitive' : 'balanced';
};

/** The love style of the archetype's leading trait; The Explorer (or an unknown archetype) is adaptable. */
export const loveStyle = (archetype: string): string => {
  const trait = TRAITS.find((t) => ARCHETYPES[t] === archetype);
  return trait ? LOVE_STYLES[trait] : ADAPTABLE_LOVE_STYLE;
};

/**
 * The scores to look for in a partner. Similarity in honesty-humility, agreeableness and
 * conscientiousness goes with smoother relationships, so those are matched; a high-emotionality
 * person is matched with someone a little steadier; nobody is matched below 0.5 on agreeableness.
 */
export const idealMatchScores = (scores: HexacoScores): HexacoScores => ({
  honesty_humility: scores.honesty_humility,
  emotionality: scores.emotionality >= 0.6 ? round2((scores.emotionality + 0.5) / 2) : scores.emotionality,
  extraversion: scores.extraversion,
  agreeableness: Math.max(0.5, scores.agreeableness),
  conscientiousness: scores.conscientiousness,
  openness: scores.openness,
});

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export const personalitySummary = (scores: HexacoScores): string => {
  const top = traitsByProminence(scores).slice(0, 3);
  const [first, second, third] = top.map((t) => SUMMARY_PHRASES[t][bandOf(scores[t])]);
  return `${capitalise(first!)}, and ${second}. On top of that, ${third}.`;
};

const datingStyle = (scores: HexacoScores): string => {
  const b = bands(scores);
  const firstDate = pick(b.openness, {
    high: 'Your ideal first date is something neither of you has done before',
    mid: 'Your ideal first date is a good spot with room to talk',
    low: 'Your ideal first date is a favourite place where you can relax and be yourself',
  });
  const energy = pick(b.extraversion, { high: 'with a lively crowd around you', mid: 'somewhere with a bit of buzz', low: 'somewhere quiet enough to really talk' });
  const pace = pick(b.conscientiousness, {
    high: 'You like to know where things are heading and you follow through on plans.',
    mid: 'You let things develop at a natural pace, with enough structure to feel secure.',
    low: 'You let chemistry lead and are happy to see where a night takes you.',
  });
  const openness = pick(b.emotionality, {
    high: 'You open up when you feel safe, and you want a partner who checks in.',
    mid: 'You share more as trust builds.',
    low: 'You keep things light at first and open up on your own terms.',
  });
  return `${firstDate}, ${energy}. ${pace} ${openness}`;
};

const habitsVibe = (scores: HexacoScores): string => {
  const b = bands(scores);
  const lines = [
    pick(b.extraversion, { high: 'Your week runs on plans with friends and your phone is rarely quiet.', mid: 'You balance nights out with nights in and know which one you need.', low: 'You protect your downtime: good food, a good book or show, and a few close people.' }),
    pick(b.conscientiousness, { high: 'You like a tidy calendar and a plan for the weekend.', mid: 'You keep the essentials organised and improvise the rest.', low: 'You keep your schedule loose and your options open.' }),
    pick(b.openness, { high: 'There is always a new place, playlist or idea on your list.', mid: 'You try new things now and then, and keep a few favourites on repeat.', low: 'You have your go-to spots and rituals, and they never get old.' }),
  ];
  return lines.join(' ');
};

const secretInsights = (scores: HexacoScores): string[] => {
  const b = bands(scores);
  const combos = COMBO_INSIGHTS.filter((c) => c.when(b)).map((c) => c.text);
  const strengths = pronounced(scores, 3).map(({ trait, side }) => HIDDEN_STRENGTHS[trait][side]);
  const fallback = 'You adapt to people more than you realise, which makes you easy to get along with in almost any setting.';
  const all = [...combos, ...strengths, fallback];
  return [...new Set(all)].slice(0, 3);
};

// ---------------------------------------------------------------------------------------------
// The comprehensive profile sections
// ---------------------------------------------------------------------------------------------

const emptyEvidence = (responseCount: number): AssessmentResult['evidence'] => ({
  responseCount,
  consistency: 1,
  behaviourAdjustment: 0,
  meanReactionTimeMs: null,
  medianReactionTimeMs: null,
  hesitations: 0,
  focusGains: 0,
  blurs: 0,
  clickPaths: 0,
  meanClickPathEfficiency: null,
});

export const buildComprehensiveProfile = (input: ProfileInput) => {
  const scores = normalizeScores(input.scores);
  const b = bands(scores);
  const evidence = input.evidence ?? emptyEvidence(0);
  const top = pronounced(scores, 3);
  const style = communicationStyleLabel(b);
  const match = idealMatchScores(scores);

  return {
    core_personality_matrix: {
      archetype: input.archetype,
      archetype_description: describeArchetype(input.archetype),
      hexaco_scores: scores,
      ...scores,
      dominant_trait: dominantTrait(scores),
      trait_levels: b,
    },
    behavioral_dna: {
      social_energy: pick(b.extraversion, { high: 'outgoing', mid: 'ambivert', low: 'reserved' }),
      planning_style: pick(b.conscientiousness, { high: 'planner', mid: 'flexible', low: 'spontaneous' }),
      novelty_seeking: pick(b.openness, { high: 'seeks novelty', mid: 'selective', low: 'prefers the familiar' }),
      emotional_style: pick(b.emotionality, { high: 'expressive', mid: 'balanced', low: 'composed' }),
      integrity_style: pick(b.honesty_humility, { high: 'principled', mid: 'pragmatic', low: 'ambitious' }),
      conflict_style: conflictStyle(b),
    },
    communication_signature: {
      style,
      summary: COMMUNICATION_SUMMARIES[style]!,
      texting_style: TEXTING_STYLE[b.extraversion],
      directness: round2((scores.honesty_humility + (1 - scores.agreeableness)) / 2),
      warmth: round2((scores.agreeableness + scores.emotionality) / 2),
      expressiveness: round2((scores.extraversion + scores.emotionality) / 2),
    },
    psychological_drivers: {
      core_needs: top.map(({ trait, side }) => NEEDS[trait][side]),
      stressors: top.map(({ trait, side }) => STRESSORS[trait][side]),
      motivation: top.length
        ? `What drives you: ${top.map(({ trait, side }) => NEEDS[trait][side]).join('; ')}.`
        : 'What drives you is balance: no single need dominates, so you adapt to the people around you.',
    },
    cognitive_processing: {
      decision_style: decisionStyle(evidence.medianReactionTimeMs, scores.conscientiousness),
      thinking_style: pick(b.openness, { high: 'big-picture and imaginative', mid: 'grounded but open', low: 'practical and concrete' }),
      median_reaction_time_ms: evidence.medianReactionTimeMs,
      curiosity: scores.openness,
    },
    micro_behavioral_signatures: {
      response_count: evidence.responseCount,
      mean_reaction_time_ms: evidence.meanReactionTimeMs,
      median_reaction_time_ms: evidence.medianReactionTimeMs,
      hesitations: evidence.hesitations,
      focus_gains: evidence.focusGains,
      blurs: evidence.blurs,
      click_paths: evidence.clickPaths,
      mean_click_path_efficiency: evidence.meanClickPathEfficiency,
      behaviour_adjustment: evidence.behaviourAdjustment,
    },
    relationship_patterns: {
      love_style: loveStyle(input.archetype),
      pace: pick(b.conscientiousness, { high: 'steady and intentional', mid: 'natural', low: 'spontaneous' }),
      reassurance_need: pick(b.emotionality, { high: 'high', mid: 'moderate', low: 'low' }),
      conflict_approach: conflictStyle(b),
      dating_style: datingStyle(scores),
    },
    digital_twin_profile: {
      lifestyle_insights: input.insights,
      social_rhythm: pick(b.extraversion, { high: 'busy social calendar', mid: 'balanced between out and in', low: 'small circle, quiet evenings' }),
      weekend_style: pick(b.openness, { high: 'something new every time', mid: 'a mix of new and familiar', low: 'favourite places and rituals' }),
      everyday_habits_vibe: habitsVibe(scores),
    },
    ideal_match_profile: {
      target_scores: match,
      summary: compatibilityFocus(scores),
      shared_values: top.filter(({ side }) => side === 'high').map(({ trait }) => NEEDS[trait].high),
    },
    reliability_scores: {
      overall_confidence: input.confidence,
      response_count: evidence.responseCount,
      coverage: round2(Math.min(evidence.responseCount, SCENE_COUNT) / SCENE_COUNT),
      consistency: evidence.consistency,
      behaviour_adjustment: evidence.behaviourAdjustment,
    },
  };
};
export type ComprehensiveProfileSections = ReturnType<typeof buildComprehensiveProfile>;

export const compatibilityFocus = (scores: HexacoScores): string => {
  const b = bands(scores);
  const who = b.honesty_humility === 'low' ? 'someone ambitious who matches your drive' : 'someone genuine who means what they say';
  const social = pick(b.extraversion, { high: 'can keep up with your social life', mid: 'enjoys nights out and nights in', low: 'values quiet time as much as you do' });
  const emotional = pick(b.emotionality, { high: 'brings a steady, reassuring presence', mid: 'is emotionally open', low: 'gives you room to be independent' });
  return `You click best with ${who}, ${social}, and ${emotional}.`;
};

// ---------------------------------------------------------------------------------------------
// The basic profile display fields
// ---------------------------------------------------------------------------------------------

export interface ProfileDisplayFields {
  core_personality_snapshot: string;
  personality_summary: string;
  everyday_habits_vibe: string;
  dating_style: string;
  secret_insights: string[];
  snapshot_paragraph: string;
  hexaco_scores: HexacoScores;
  love_style: string;
  communication_style: string;
  compatibility_focus: string;
  archetype: string;
  confidence: number;
  insights: string[];
}

const STANDOUT: Record<Trait, Record<'high' | 'low', string>> = {
  honesty_humility: { high: 'your sincerity', low: 'your ambition' },
  emotionality: { high: 'your emotional depth', low: 'your calm under pressure' },
  extraversion: { high: 'your social energy', low: 'your quiet focus' },
  agreeableness: { high: 'your patience', low: 'your candour' },
  conscientiousness: { high: 'your reliability', low: 'your spontaneity' },
  openness: { high: 'your curiosity', low: 'your down-to-earth practicality' },
};

/** Names what stands out most, or says the profile is balanced when no trait is 0.1 or more from the middle. */
export const distinctiveTrait = (scores: HexacoScores): string => {
  const strongest = traitsByProminence(scores)[0]!;
  if (Math.abs(scores[strongest] - 0.5) < 0.1) return 'Your traits are unusually balanced: no single one dominates, which makes you easy to get along with.';
  const side = scores[strongest] > 0.5 ? 'high' : 'low';
  return `What stands out most is ${STANDOUT[strongest][side]} (${TRAIT_LABELS[strongest]} ${percent(scores[strongest])}%).`;
};

export const buildBasicProfile = (input: ProfileInput): ProfileDisplayFields => {
  const scores = normalizeScores(input.scores);
  const style = communicationStyleLabel(bands(scores));
  const snapshot = `${input.archetype}. ${describeArchetype(input.archetype)}`;
  const summary = personalitySummary(scores);
  return {
    core_personality_snapshot: snapshot,
    personality_summary: summary,
    everyday_habits_vibe: habitsVibe(scores),
    dating_style: datingStyle(scores),
    secret_insights: secretInsights(scores),
    snapshot_paragraph: `You're ${input.archetype}. ${describeArchetype(input.archetype)} ${summary} ${distinctiveTrait(scores)}`,
    hexaco_scores: scores,
    love_style: loveStyle(input.archetype),
    communication_style: `${capitalise(style)}. ${COMMUNICATION_SUMMARIES[style]}`,
    compatibility_focus: compatibilityFocus(scores),
    archetype: input.archetype,
    confidence: input.confidence,
    insights: input.insights,
  };
};
