import { z } from 'zod';
import { TRAITS, type Trait } from './hexaco';

/**
 * The eight scenes of the Maya assessment (spec §3 Scene, §9 Assessment), written for this product.
 *
 * Design notes (see docs/assessment-scoring.md for the numbers):
 * - Each option describes a concrete behaviour. Since version 5 (ADR 030) its keys are not written by
 *   hand: they are how nine blind readings of the option, taken together (the median of each cell),
 *   say people drawn to it differ, 0.12 × (that reading − the middle of the scene's range), rounded
 *   to 0.01 and kept within the spec's [-0.08, 0.16]. Hand keys kept a trait apart only as far as the
 *   author read it apart; every reader read the outgoing options as unworried too, and the keys now say so.
 * - Only differences between a scene's options matter to the scorer (a multinomial logit), so each
 *   trait is centred on the middle of its range: every contrast is keyed as strongly down as up.
 * - Every scene touches five or six traits and every trait is contrasted in seven or eight scenes, so
 *   that eight single choices recover all six (the recovery study in recovery.test.ts checks this).
 */

export const SCENE_COUNT = 8;
export const TRAIT_WEIGHT_MIN = -0.08;
export const TRAIT_WEIGHT_MAX = 0.16;
export const HESITATION_THRESHOLD_MS = 2000;

export const PROBE_CONDITIONS = ['always', 'hesitation', 'fast_response', 'inconsistent'] as const;
export const PROBE_TYPES = ['text_justification', 'forced_choice', 'voice_recording', 'likert_scale'] as const;
export type ProbeType = (typeof PROBE_TYPES)[number];

/** Display limits of spec §5 (heading 100, body 1000, caption 200, label 50). */
const textOf = (max: number) => z.string().trim().min(1).max(max);

export const traitWeightsSchema = z
  .partialRecord(z.enum(TRAITS), z.number().min(TRAIT_WEIGHT_MIN).max(TRAIT_WEIGHT_MAX))
  .refine((w) => Object.keys(w).length > 0, 'an option must carry evidence for at least one trait');

export const sceneOptionSchema = z.object({
  value: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'option values are kebab-case'),
  label: textOf(50),
  description: textOf(200).optional(),
  traitWeights: traitWeightsSchema,
});
export type SceneOption = z.infer<typeof sceneOptionSchema>;

export const calibrationTriggerSchema = z.object({
  condition: z.enum(PROBE_CONDITIONS),
  probeType: z.enum(PROBE_TYPES),
  question: textOf(200),
  threshold: z.number().int().positive().optional(),
});
export type CalibrationTrigger = z.infer<typeof calibrationTriggerSchema>;

export const sceneSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    title: textOf(100),
    prompt: textOf(1000),
    scene_order: z.number().int().min(1).max(SCENE_COUNT),
    options: z.array(sceneOptionSchema).min(3).max(5),
    calibrationTriggers: z.array(calibrationTriggerSchema).length(1),
  })
  .superRefine((scene, ctx) => {
    const values = scene.options.map((o) => o.value);
    if (new Set(values).size !== values.length)
      ctx.addIssue({ code: 'custom', message: 'option values must be unique within a scene', path: ['options'] });
  });
export type Scene = z.infer<typeof sceneSchema>;

export const SCENES: readonly Scene[] = [
  {
    id: 'table-for-two',
    title: 'Table for two?',
    prompt:
      'First date at the little Italian place you booked two weeks ago. The host checks the list twice: no ' +
      'reservation, and every table is taken. Through the window you can see your date parking outside.',
    scene_order: 1,
    options: [
      {
        value: 'taco-truck',
        label: "Let's make it an adventure",
        description: 'Suggest the taco truck you passed on the way and a walk along the river instead.',
        traitWeights: {
          honesty_humility: 0.03,
          emotionality: -0.05,
          extraversion: 0.02,
          agreeableness: 0.02,
          conscientiousness: -0.04,
          openness: 0.05,
        },
      },
      {
        value: 'show-confirmation',
        label: 'Calmly pull up the booking email',
        description: 'Show the host, stay polite, and ask them to find a fix.',
        traitWeights: {
          honesty_humility: 0.05,
          emotionality: -0.05,
          extraversion: -0.01,
          agreeableness: 0.02,
          conscientiousness: 0.04,
          openness: -0.04,
        },
      },
      {
        value: 'owner-fib',
        label: "Say you're a friend of the owner",
        description: 'A small fib, said with a confident smile, might just make a table appear.',
        traitWeights: {
          honesty_humility: -0.05,
          emotionality: -0.05,
          extraversion: 0.03,
          agreeableness: -0.02,
          conscientiousness: -0.03,
          openness: -0.02,
        },
      },
      {
        value: 'heads-up-text',
        label: 'Text your date a heads-up',
        description: 'Heart racing, you explain and apologise before they walk in.',
        traitWeights: {
          honesty_humility: 0.05,
          emotionality: 0.05,
          extraversion: -0.03,
          agreeableness: -0.01,
          conscientiousness: -0.02,
          openness: -0.02,
        },
      },
      {
        value: 'wait-at-bar',
        label: 'Put your names down and wait at the bar',
        description: 'You picked this place for a reason. A drink while you wait is part of the date.',
        traitWeights: {
          honesty_humility: 0.03,
          emotionality: -0.05,
          extraversion: 0.01,
          agreeableness: 0.02,
          conscientiousness: 0.01,
          openness: -0.05,
        },
      },
    ],
    calibrationTriggers: [
      {
        condition: 'always',
        probeType: 'likert_scale',
        question: "How much do you enjoy chatting with people you've only just met? (1 = not at all, 5 = love it)",
      },
    ],
  },
  {
    id: 'room-of-strangers',
    title: 'A room full of strangers',
    prompt:
      'Your friend Priya invited you to her birthday, then vanished into the kitchen to rescue a collapsing ' +
      "cake. You don't know anyone else. The music is loud and people are already laughing in little circles.",
    scene_order: 2,
    options: [
      {
        value: 'join-loudest-circle',
        label: 'Join the loudest circle',
        description: 'Introduce yourself with a joke about the cake emergency.',
        traitWeights: {
          honesty_humility: -0.01,
          emotionality: -0.04,
          extraversion: 0.08,
          agreeableness: -0.02,
          conscientiousness: -0.01,
          openness: -0.02,
        },
      },
      {
        value: 'help-in-kitchen',
        label: 'Go and help Priya in the kitchen',
        description: "She needs a hand, and that cake won't rescue itself.",
        traitWeights: {
          honesty_humility: 0.01,
          emotionality: 0.01,
          extraversion: -0.04,
          agreeableness: 0.02,
          conscientiousness: 0.01,
          openness: -0.04,
        },
      },
      {
        value: 'record-shelf',
        label: 'Browse the record shelf',
        description: 'Find the strangest album there and wonder who bought it.',
        traitWeights: {
          honesty_humility: -0.01,
          emotionality: -0.01,
          extraversion: -0.05,
          agreeableness: -0.02,
          conscientiousness: -0.01,
          openness: 0.04,
        },
      },
      {
        value: 'stay-near-door',
        label: 'Stay near the door and text Priya',
        description: "You'll mingle once she can introduce you to someone.",
        traitWeights: {
          honesty_humility: -0.01,
          emotionality: 0.04,
          extraversion: -0.08,
          agreeableness: -0.02,
          conscientiousness: -0.01,
          openness: -0.04,
        },
      },
      {
        value: 'make-introductions',
        label: 'Start introducing people',
        description: "Ten minutes in, you've met three people, and now they've met each other too.",
        traitWeights: {
          honesty_humility: -0.01,
          emotionality: -0.02,
          extraversion: 0.08,
          agreeableness: 0.01,
          conscientiousness: -0.01,
          openness: -0.04,
        },
      },
    ],
    calibrationTriggers: [
      {
        condition: 'always',
        probeType: 'likert_scale',
        question: 'How often do you leave things to the last minute? (1 = never, 5 = all the time)',
      },
    ],
  },
  {
    id: 'rain-check',
    title: 'The rain check',
    prompt:
      'Three months in with Sam. Friday was planned around a gig you both picked. At 6 pm Sam texts: "Totally ' +
      "forgot, I'm at my cousin's birthday 😬 rain check?\" The tickets can't be refunded.",
    scene_order: 3,
    options: [
      {
        value: 'no-worries',
        label: "No worries, enjoy your cousin's party",
        description: "Things slip. There'll be another gig.",
        traitWeights: { emotionality: -0.03, extraversion: -0.02, agreeableness: 0.07, conscientiousness: -0.04 },
      },
      {
        value: 'say-it-stung',
        label: 'Tell Sam honestly that it stung',
        description: "You were really looking forward to it, and you'd like to talk tomorrow.",
        traitWeights: { honesty_humility: 0.04, emotionality: 0.04, extraversion: 0.01, agreeableness: 0.01, conscientiousness: -0.04 },
      },
      {
        value: 'go-with-a-friend',
        label: 'Call a friend and go anyway',
        description: "The band won't wait, and neither will you.",
        traitWeights: { emotionality: -0.04, extraversion: 0.04, conscientiousness: -0.04, openness: 0.01 },
      },
      {
        value: 'fine-full-stop',
        label: "Reply 'fine.' and go quiet",
        description: "Let Sam work out for themselves that it wasn't fine.",
        traitWeights: { honesty_humility: -0.04, emotionality: 0.02, extraversion: -0.04, agreeableness: -0.07, conscientiousness: -0.04 },
      },
      {
        value: 'shared-calendar',
        label: 'Suggest a shared calendar',
        description: "Plans go in one place from now on, so this doesn't happen again.",
        traitWeights: { emotionality: -0.02, extraversion: -0.02, conscientiousness: 0.04, openness: -0.01 },
      },
    ],
    calibrationTriggers: [
      {
        condition: 'always',
        probeType: 'likert_scale',
        question: 'How much do you enjoy art, music or ideas that are a little strange? (1 = not my thing, 5 = love them)',
      },
    ],
  },
  {
    id: 'long-weekend',
    title: 'The long weekend',
    prompt:
      "You and your partner have a free long weekend and a shared budget. You're planning it tonight over a video call, snacks in hand.",
    scene_order: 4,
    options: [
      {
        value: 'hidden-gems-itinerary',
        label: 'Build an itinerary of hidden gems',
        description: 'A tiny museum, a night market, and a table booked where the locals eat.',
        traitWeights: {
          honesty_humility: -0.01,
          emotionality: 0.01,
          extraversion: -0.03,
          agreeableness: -0.03,
          conscientiousness: 0.05,
          openness: 0.07,
        },
      },
      {
        value: 'just-drive',
        label: 'Pick a direction and just drive',
        description: 'Book nothing. The best places are the ones you stumble into.',
        traitWeights: {
          honesty_humility: -0.01,
          emotionality: -0.02,
          extraversion: -0.03,
          agreeableness: -0.03,
          conscientiousness: -0.05,
          openness: 0.05,
        },
      },
      {
        value: 'their-choice',
        label: 'Let them choose',
        description: "You'll genuinely enjoy whatever they're excited about.",
        traitWeights: {
          honesty_humility: 0.01,
          emotionality: 0.01,
          extraversion: -0.05,
          agreeableness: 0.03,
          conscientiousness: 0.01,
          openness: -0.01,
        },
      },
      {
        value: 'big-festival',
        label: 'Get tickets to the big festival',
        description: 'Thirty thousand people, three stages, and very little sleep.',
        traitWeights: {
          honesty_humility: -0.01,
          emotionality: -0.02,
          extraversion: 0.05,
          agreeableness: -0.03,
          conscientiousness: -0.02,
          openness: 0.02,
        },
      },
      {
        value: 'usual-seaside-town',
        label: 'Back to your usual seaside town',
        description: 'Same guesthouse, same chip shop. Easy, and no research needed.',
        traitWeights: {
          honesty_humility: -0.01,
          emotionality: 0.02,
          extraversion: -0.04,
          agreeableness: -0.03,
          conscientiousness: -0.01,
          openness: -0.07,
        },
      },
    ],
    calibrationTriggers: [
      {
        condition: 'always',
        probeType: 'likert_scale',
        question: 'How much would it mean to you to own things that impress people? (1 = not at all, 5 = a lot)',
      },
    ],
  },
  {
    id: 'wrong-chat',
    title: 'Wrong chat',
    prompt:
      'You meant to send your best friend "He\'s sweet but he talks about crypto A LOT 😅". You sent it to him. Two blue ticks. He\'s typing…',
    scene_order: 5,
    options: [
      {
        value: 'own-it',
        label: 'Own it, with a joke',
        description: '"Well, that\'s my honest review. Convince me over a drink?"',
        traitWeights: { honesty_humility: -0.01, emotionality: -0.05, extraversion: 0.03, openness: -0.04 },
      },
      {
        value: 'get-curious',
        label: 'Get curious instead',
        description: '"Okay, you\'ve got me wondering. What IS the big deal with crypto? Teach me."',
        traitWeights: { honesty_humility: -0.02, emotionality: -0.02, extraversion: -0.01, agreeableness: 0.02, openness: 0.04 },
      },
      {
        value: 'panic-call',
        label: 'Call your best friend in a panic',
        description: 'Pace the room together, decoding the typing dots.',
        traitWeights: { honesty_humility: -0.02, emotionality: 0.07, extraversion: -0.02, conscientiousness: -0.01, openness: -0.04 },
      },
      {
        value: 'sincere-apology',
        label: 'Apologise properly',
        description: "Say it was unkind, you're sorry, and you'd still like to see him.",
        traitWeights: { honesty_humility: 0.04, extraversion: -0.03, agreeableness: 0.05, conscientiousness: 0.01, openness: -0.04 },
      },
      {
        value: 'shrug-it-off',
        label: 'Shrug it off',
        description: "If he can't laugh at that, better to know now.",
        traitWeights: { honesty_humility: -0.04, emotionality: -0.07, extraversion: -0.03, agreeableness: -0.05, openness: -0.04 },
      },
    ],
    calibrationTriggers: [
      {
        condition: 'always',
        probeType: 'likert_scale',
        question: 'How tidy and organised is your place, most of the time? (1 = a bit of a mess, 5 = always tidy)',
      },
    ],
  },
  {
    id: 'found-wallet',
    title: 'Finders keepers?',
    prompt:
      'Walking home after a lovely second date, you and Alex spot a wallet on the pavement: a thick fold of cash, a driving licence, no phone number.',
    scene_order: 6,
    options: [
      {
        value: 'police-station',
        label: 'Take it to the police station',
        description: "It's a twenty-minute detour, but it's the right thing to do.",
        traitWeights: { honesty_humility: 0.08, emotionality: -0.02, agreeableness: -0.01, conscientiousness: 0.04, openness: -0.04 },
      },
      {
        value: 'play-detective',
        label: 'Play detective together',
        description: 'Track the owner down online tonight. A great story either way.',
        traitWeights: {
          honesty_humility: 0.03,
          emotionality: -0.02,
          extraversion: 0.04,
          agreeableness: -0.01,
          conscientiousness: -0.02,
          openness: 0.04,
        },
      },
      {
        value: 'keep-the-cash',
        label: 'Keep the cash, post the wallet',
        description: "Drop the cards in a postbox; next dinner's on the stranger.",
        traitWeights: { honesty_humility: -0.08, emotionality: -0.05, agreeableness: -0.02, conscientiousness: -0.02, openness: -0.02 },
      },
      {
        value: 'alex-decides',
        label: 'Go with whatever Alex thinks',
        description: "You'd rather not debate a stranger's wallet on such a lovely night.",
        traitWeights: { honesty_humility: 0.02, extraversion: -0.04, agreeableness: 0.02, conscientiousness: -0.04, openness: -0.02 },
      },
      {
        value: 'feel-for-owner',
        label: 'Feel for whoever lost it',
        description: 'You picture their panic and post in the neighbourhood group right away.',
        traitWeights: { honesty_humility: 0.05, emotionality: 0.05, agreeableness: 0.01, conscientiousness: -0.01, openness: -0.02 },
      },
    ],
    calibrationTriggers: [
      {
        condition: 'always',
        probeType: 'likert_scale',
        question: 'When someone lets you down, how long do you hold it against them? (1 = not at all, 5 = for a long time)',
      },
    ],
  },
  {
    id: 'game-night',
    title: 'Game night',
    prompt:
      "Your partner's friends invite you to their monthly board-game night. Halfway through, Jo quietly moves " +
      'their piece two extra squares. Nobody else seems to notice.',
    scene_order: 7,
    options: [
      {
        value: 'call-it-out',
        label: 'Call it out, with a grin',
        description: '"Jo, I saw that!" Fair is fair, even in a board game.',
        traitWeights: {
          honesty_humility: 0.06,
          emotionality: -0.01,
          extraversion: 0.04,
          agreeableness: -0.04,
          conscientiousness: -0.02,
          openness: -0.02,
        },
      },
      {
        value: 'let-it-slide',
        label: 'Let it slide',
        description: "It's a game, you're new, and everyone's having fun.",
        traitWeights: {
          honesty_humility: 0.01,
          emotionality: 0.01,
          extraversion: -0.04,
          agreeableness: 0.04,
          conscientiousness: -0.03,
          openness: -0.02,
        },
      },
      {
        value: 'sneak-a-square',
        label: 'Sneak a couple of extra squares too',
        description: "If that's how this table plays…",
        traitWeights: {
          honesty_humility: -0.06,
          emotionality: 0.01,
          extraversion: -0.01,
          agreeableness: -0.03,
          conscientiousness: -0.04,
          openness: -0.01,
        },
      },
      {
        value: 'new-game',
        label: 'Bring out the odd game you brought',
        description: "Next round, something nobody's played before.",
        traitWeights: {
          honesty_humility: 0.02,
          emotionality: 0.01,
          extraversion: 0.01,
          agreeableness: -0.01,
          conscientiousness: -0.02,
          openness: 0.05,
        },
      },
      {
        value: 'read-the-rules',
        label: 'Suggest reading the rules aloud',
        description: 'Nicely, before the next round, so everyone plays the same game.',
        traitWeights: {
          honesty_humility: 0.06,
          emotionality: 0.01,
          extraversion: -0.01,
          agreeableness: -0.01,
          conscientiousness: 0.04,
          openness: -0.05,
        },
      },
    ],
    calibrationTriggers: [
      {
        condition: 'always',
        probeType: 'likert_scale',
        question: 'How much do small worries stay with you? (1 = I let them go, 5 = they stay with me)',
      },
    ],
  },
  {
    id: 'cancelled-again',
    title: 'Cancelled, again',
    prompt: 'A match you really like cancels your second date an hour before, for the second time. "So sorry, work ran late again."',
    scene_order: 8,
    options: [
      {
        value: 'offer-new-time',
        label: 'Offer a new time, no hard feelings',
        description: "Work happens. You'd still love to see them.",
        traitWeights: { honesty_humility: -0.02, emotionality: -0.01, extraversion: -0.02, agreeableness: 0.07, conscientiousness: -0.02 },
      },
      {
        value: 'say-what-you-need',
        label: 'Say kindly what you need',
        description: 'You like them, and you need plans to hold if this is going anywhere.',
        traitWeights: { honesty_humility: 0.02, emotionality: -0.02, extraversion: 0.02, agreeableness: 0.01, conscientiousness: 0.02 },
      },
      {
        value: 'unmatch',
        label: 'Unmatch and move on',
        description: 'Two strikes, no drama. Your evenings are worth more.',
        traitWeights: { honesty_humility: -0.02, emotionality: -0.07, extraversion: -0.01, agreeableness: -0.07, conscientiousness: -0.01 },
      },
      {
        value: 'reread-the-chat',
        label: 'Reread the whole chat',
        description: "Wondering what you said, and whether it's you, until 1 a.m.",
        traitWeights: { honesty_humility: -0.02, emotionality: 0.07, extraversion: -0.07, agreeableness: -0.01, conscientiousness: -0.02 },
      },
      {
        value: 'spontaneous-night-out',
        label: 'Rally friends for a night out',
        description: "The outfit's already on. Who's around?",
        traitWeights: { honesty_humility: -0.02, emotionality: -0.04, extraversion: 0.07, agreeableness: -0.01, conscientiousness: -0.02 },
      },
    ],
    calibrationTriggers: [
      {
        condition: 'inconsistent',
        probeType: 'forced_choice',
        question:
          'Quick check, no wrong answer. Which is closer to you: "I love figuring out how things work" or "As long as it works, I\'m happy"?',
      },
    ],
  },
];

/** The scene with the given id, or undefined. */
export const sceneById = (id: string, scenes: readonly Scene[] = SCENES): Scene | undefined => scenes.find((s) => s.id === id);

/** An option's weight for a trait; a trait the option does not mention weighs 0. */
export const weightOf = (option: SceneOption, trait: Trait): number => option.traitWeights[trait] ?? 0;
