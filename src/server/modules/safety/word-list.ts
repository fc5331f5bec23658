import { DataSet, englishDataset, englishRecommendedTransformers, pattern, RegExpMatcher } from 'obscenity';

/**
 * How a word of obscenity's English list (and the few added here) counts in a message to a match:
 * - slur: harassment wherever it is;
 * - insult: harassment when aimed at the reader ("you bitch"), else nothing ("my boss is a prick" is venting);
 * - either: an insult when aimed at the reader ("you're a dick"), else sexual ("dick pics");
 * - body: sexual with a body word around it ("nice ass"), an insult when aimed ("you ass"), else nothing ("kick ass");
 * - sexual: sexual content;
 * - swear: nothing by itself ("this weather is shit"); "fuck" is read by its shape (fuck you / wanna fuck you).
 */
export type WordUse = 'slur' | 'insult' | 'either' | 'body' | 'sexual' | 'swear' | 'fuck';

const USES: Record<string, WordUse> = {
  abo: 'slur',
  abeed: 'slur',
  africoon: 'slur',
  arabush: 'slur',
  boonga: 'slur',
  chingchong: 'slur',
  chink: 'slur',
  kike: 'slur',
  nigger: 'slur',
  dyke: 'slur',
  tranny: 'slur',
  retard: 'slur',
  kaffir: 'slur',
  spastic: 'slur',
  bitch: 'insult',
  bastard: 'insult',
  cunt: 'insult',
  twat: 'insult',
  prick: 'insult',
  whore: 'insult',
  slut: 'insult',
  hooker: 'insult',
  cuck: 'insult',
  turd: 'insult',
  wank: 'insult',
  negro: 'insult',
  fag: 'insult',
  skank: 'insult',
  slag: 'insult',
  thot: 'insult',
  douche: 'insult',
  hoe: 'insult',
  dick: 'either',
  cock: 'either',
  pussy: 'either',
  ass: 'body',
  arse: 'body',
  fuck: 'fuck',
  shit: 'swear',
  piss: 'swear',
  bollocks: 'swear',
  rape: 'swear',
};
/** Everything else on the list is sexual (anal, blowjob, boob, cum, dildo, orgasm, porn, sex, tit …). */
export const useOf = (word: string): WordUse => USES[word] ?? 'sexual';

/** Words the list lacks, written in obscenity's pattern language (| is a word edge). */
const ADDED: [word: string, patterns: ReturnType<typeof pattern>[]][] = [
  ['skank', [pattern`skank`]],
  ['kaffir', [pattern`|kaffir`, pattern`|kafir`, pattern`|kaffer`]],
  ['slag', [pattern`|slag|`, pattern`|slags|`]],
  ['thot', [pattern`|thot|`, pattern`|thots|`]],
  ['douche', [pattern`douche`]],
  ['hoe', [pattern`|hoe|`, pattern`|hoes|`]],
  ['nudes', [pattern`|nudes|`, pattern`|nudez|`, pattern`|noods|`, pattern`|noodz|`, pattern`|nudies|`]],
  ['horny', [pattern`|horny|`, pattern`|horney|`, pattern`|horni|`]],
  ['sexting', [pattern`|sext|`, pattern`|sexting|`, pattern`|sexts|`]],
];

/** Phrases where a listed word is innocent; a match inside one is dropped by the matcher. */
const INNOCENT = [
  'cumin',
  'cum laude',
  'sex ed',
  'sex education',
  'same sex',
  'same-sex',
  'opposite sex',
  'sex and the city',
  'moby dick',
  'philip k dick',
  'dick van dyke',
  'food porn',
  'tit for tat',
  'blue tit',
  'great tit',
  'anal retentive',
  'so anal',
  'bit anal',
  'pussycat',
  'pussy cat',
  'pussy willow',
  'scat sing',
  'rapeseed',
  'hancock',
  'fag break',
  'a fag',
  'kick ass',
  'kick-ass',
  'kickass',
  'badass',
  'bad ass',
  'half ass',
  'half-ass',
  'smart ass',
  'smartass',
  'lazy ass',
];

const dataset = new DataSet<{ originalWord: string }>().addAll(englishDataset);
for (const [word, patterns] of ADDED)
  dataset.addPhrase((phrase) => patterns.reduce((p, pat) => p.addPattern(pat), phrase.setMetadata({ originalWord: word })));

const built = dataset.build();
const matcher = new RegExpMatcher({
  blacklistedTerms: built.blacklistedTerms,
  whitelistedTerms: [...(built.whitelistedTerms ?? []), ...INNOCENT],
  ...englishRecommendedTransformers,
});

export interface ListedWord {
  word: string;
  use: WordUse;
  start: number;
  /** Exclusive. */
  end: number;
}

/** The listed words in `text` (one view of the message), in order. */
export function listedWords(text: string): ListedWord[] {
  return matcher.getAllMatches(text, true).map((m) => {
    const word = dataset.getPayloadWithPhraseMetadata(m).phraseMetadata?.originalWord ?? '';
    return { word, use: useOf(word), start: m.startIndex, end: m.endIndex + 1 };
  });
}
