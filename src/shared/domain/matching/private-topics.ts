import type { Persona } from './persona';

/**
 * What a member tells Maya about the private parts of their life never becomes a topic, a cue or a
 * line of another member's week (issue 43 item 5). A topic, style cue or post is private when a
 * word of it starts with one of these stems. NOTE: a block list is a second wall, not the first:
 * what crosses is already drawn from the topic catalogue (learned-topics.ts); this catches what
 * reaches a persona some other way (insights, a match's interests, a persona sent by a client).
 */
export const PRIVATE_CATEGORIES = {
  health: [
    'antidepress',
    'depress',
    'anxiety',
    'anxious',
    'therap',
    'medicat',
    'meds',
    'pill',
    'prozac',
    'sertralin',
    'xanax',
    'diagnos',
    'cancer',
    'chemo',
    'diabet',
    'hiv',
    'illness',
    'disorder',
    'adhd',
    'autis',
    'bipolar',
    'psychiatr',
    'suicid',
    'self-harm',
    'rehab',
    'addict',
    'sober',
    'weed',
    'cannabis',
    'marijuana',
    'cocaine',
    'drug',
    'pregnan',
    'abortion',
    'ivf',
    'miscarr',
    'surgery',
    'hospital',
    'disab',
    'eating disorder',
    'anorex',
    'bulimi',
    'panic attack',
  ],
  sexuality: [
    'sex',
    'threesome',
    'kink',
    'fetish',
    'bdsm',
    'porn',
    'nude',
    'orgasm',
    'gay',
    'lesbian',
    'bisexual',
    'queer',
    'asexual',
    'transgender',
    'trans ',
    'coming out',
    'hookup',
    'hook up',
    'one night stand',
    'polyamor',
    'swinger',
    'onlyfans',
  ],
  religion: [
    'church',
    'mosque',
    'synagogue',
    'temple',
    'pray',
    'god',
    'jesus',
    'allah',
    'bible',
    'quran',
    'koran',
    'torah',
    'christian',
    'catholic',
    'muslim',
    'islam',
    'jewish',
    'judaism',
    'hindu',
    'buddhis',
    'atheis',
    'religio',
    'faith',
    'ramadan',
    'mass ',
    'spiritual',
  ],
  politics: [
    'politic',
    'election',
    'vote',
    'voting',
    'democrat',
    'republican',
    'liberal',
    'conservative',
    'socialis',
    'communis',
    'fascis',
    'trump',
    'biden',
    'left-wing',
    'right-wing',
    'protest',
    'immigra',
    'parliament',
    'brexit',
    'abortion',
  ],
  money: [
    'debt',
    'loan',
    'mortgage',
    'salary',
    'bankrupt',
    'broke',
    'money',
    'bitcoin',
    'crypto',
    'invest',
    'stock',
    'gambl',
    'casino',
    'betting',
    'poker',
    'income',
    'rent arrears',
    'credit card',
    'payday',
    'savings',
    'inheritance',
  ],
  family: [
    'divorc',
    'custody',
    'my ex',
    'ex-wife',
    'ex-husband',
    'separat',
    'affair',
    'cheated',
    'abuse',
    'abusive',
    'domestic',
    'estranged',
    'funeral',
    'passed away',
    'grief',
    'grieving',
    'widow',
    'foster',
    'orphan',
    'restraining',
    'prison',
    'jail',
  ],
} as const satisfies Record<string, readonly string[]>;

export type PrivateCategory = keyof typeof PRIVATE_CATEGORIES;

const normalise = (text: string) =>
  ` ${text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[’'`]/g, "'")
    .replace(/[^\p{L}\p{N}'\s-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;

const ENTRIES = Object.entries(PRIVATE_CATEGORIES).flatMap(([category, stems]) =>
  stems.map((stem) => ({ category: category as PrivateCategory, stem: ` ${stem}` })),
);

/** Topics and cues repeat in every window of a week: each text is read once (bounded, so a flood cannot grow it). */
const seen = new Map<string, PrivateCategory | null>();
const SEEN_LIMIT = 5_000;

/** The private category `text` falls in, if any (a word of it starts with a category's stem). */
export function privateCategoryOf(text: string): PrivateCategory | null {
  const known = seen.get(text);
  if (known !== undefined) return known;
  const words = normalise(text);
  const found = ENTRIES.find(({ stem }) => words.includes(stem))?.category ?? null;
  if (seen.size >= SEEN_LIMIT) seen.clear();
  seen.set(text, found);
  return found;
}

/** The items of `list` in no private category, in order. */
export const withoutPrivate = <T extends string>(list: readonly T[]): T[] => list.filter((item) => privateCategoryOf(item) === null);

/** The persona with every private topic, style cue and post left out (what a week's writer may see). */
export const publicPersona = (persona: Persona): Persona => ({
  ...persona,
  social: {
    ...persona.social,
    topics: withoutPrivate(persona.social.topics),
    style_cues: withoutPrivate(persona.social.style_cues),
    recent_posts: withoutPrivate(persona.social.recent_posts),
  },
});
