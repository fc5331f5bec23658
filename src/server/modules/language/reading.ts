import { wink } from './wink';

/** One word as wink-nlp reads it. */
export interface Word {
  text: string;
  lower: string;
  lemma: string;
  pos: string;
}
export interface Span {
  type: string;
  start: number;
  end: number;
}
export interface Reading {
  words: Word[];
  /** The custom entities of wink.ts (home, from, job), as word index ranges (end inclusive). */
  entities: Span[];
}

/**
 * Tokens, lemmas, parts of speech and the custom entities of one sentence.
 * NOTE: the lite model reads "i'm" (any case) as one proper noun: it is spelled out first.
 */
export function readSentence(plain: string): Reading {
  const { nlp, its } = wink();
  const doc = nlp.readDoc(
    plain
      .replace(/\bi'm\b/gi, 'I am')
      .replace(/\bi've\b/gi, 'I have')
      .replace(/\bi\b/g, 'I'),
  );
  const tokens = doc.tokens();
  const texts = tokens.out() as string[];
  // NOTE: wink-nlp 2.4's types declare its.lemma with the model's addons where `out` expects a cache.
  const lemmas = tokens.out(its.lemma as unknown as typeof its.value) as string[];
  const pos = tokens.out(its.pos) as string[];
  const words: Word[] = texts.map((text, i) => ({
    text,
    lower: text.toLowerCase(),
    lemma: String(lemmas[i]).toLowerCase(),
    pos: String(pos[i]),
  }));
  const found = doc.customEntities();
  const spans = found.out(its.span) as unknown as [number, number][];
  const types = found.out(its.type) as unknown as string[];
  const entities: Span[] = spans.map(([start, end], i) => ({ type: String(types[i]), start, end }));
  return { words, entities };
}

/** Sentences of a message, split where a person ends one (". ", "! ", "? ", ", and then" is kept whole). */
export const sentencesOf = (plain: string) =>
  plain
    .split(/(?<=[.!?;])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
