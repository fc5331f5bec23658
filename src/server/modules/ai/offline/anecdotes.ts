import type { Persona } from '@shared/domain/matching/persona';
import { expand, normalize } from './line-book';
import { DEEPER_QUESTIONS } from './phrases/deeper';
import { FAVOURITE_CALLBACK } from './phrases/topic-talk';
import { FILLER_THOUGHTS } from './phrases/small-talk';
import type { TopicLexicon } from '../../../domain/topics/topic-catalogue';
import { personaTopics } from './topics';

/**
 * An anecdote is a fact of someone's life (a favourite, something they did, how they got into a
 * topic, a plan and how it went). Each has a stable id so a caller can keep a person's anecdotes
 * from being told twice across runs: pass the ids of `anecdotesTold` of earlier runs as
 * `avoidAnecdotes` (run-simulation.ts) and the offline engine leaves them out.
 *
 * The mood is what a reaction has to fit (phrases/reactions.ts): a mishap is not "peaceful".
 */
export type Mood = 'good' | 'calm' | 'mishap' | 'taste' | 'neutral';

export interface Anecdote {
  id: string;
  text: string;
  mood: Mood;
}

// NOTE: whole words, and only ones that mean something went wrong ("regret nothing" and "nearly napped" are not mishaps).
const MISHAP = new RegExp(
  [
    String.raw`\b(burn(ed|t)?|lost|snapped|barely|ugly|chaotic|complaint|cold|melted|wonky|unsure|blurry|destroyed|shaking`,
    "|leaky|tilted|terrible|ignored|send help|weakness|can't afford|too late|half asleep|sock|cried|tested|attempts",
    String.raw`|badly|ruined|don't need|exhausting|survived|stuck|rough|boring)\b`,
  ].join(''),
  'i',
);
const CALM = new RegExp(
  [
    String.raw`\b(quiet|slow|peaceful|calm|silence|alone|stars|sunrise|meditation|no phones|rainy|sofa|early night|walk`,
    String.raw`|light|sleeping in|fresh sheets|handwritten|by the sea|a book)\b`,
  ].join(''),
  'i',
);

/** The mood of an anecdote's text: mishaps first (a cold night hike is a mishap), then calm, else good. */
export const moodOf = (text: string, fallback: Mood = 'good'): Mood => (MISHAP.test(text) ? 'mishap' : CALM.test(text) ? 'calm' : fallback);

export function topicAnecdotes(topic: TopicLexicon): Anecdote[] {
  const id = (field: string, i: number) => `${topic.key}:${field}:${i}`;
  return [
    ...topic.favourites.map((text, i) => ({ id: id('favourite', i), text, mood: 'taste' as const })),
    ...topic.recent.map((text, i) => ({ id: id('recent', i), text, mood: moodOf(text) })),
    ...topic.origin.map((text, i) => ({ id: id('origin', i), text, mood: moodOf(text, 'neutral') })),
    ...topic.hooks.flatMap((hook, h) => [
      { id: id(`hook${h}`, 0), text: hook.plan, mood: 'good' as const },
      ...hook.updates.map((text, i) => ({ id: id(`hook${h}-update`, i), text, mood: moodOf(text) })),
    ]),
  ];
}

/** Anecdotes that belong to no topic: answers to the deeper questions, the filler thoughts. */
export const GENERAL_ANECDOTES: readonly Anecdote[] = [
  ...DEEPER_QUESTIONS.flatMap((d, q) =>
    (['high', 'low', 'any'] as const).flatMap((k) =>
      d.answers[k].map((text, i) => ({ id: `deeper:${q}:${k}:${i}`, text, mood: moodOf(text, 'neutral') })),
    ),
  ),
  ...FILLER_THOUGHTS.map((text, i) => ({ id: `filler:${i}`, text, mood: moodOf(text) })),
];

const byTopic = new WeakMap<TopicLexicon, Anecdote[]>();
const anecdotesOf = (topic: TopicLexicon) => byTopic.get(topic) ?? byTopic.set(topic, topicAnecdotes(topic)).get(topic)!;

/** Every anecdote either persona could tell. */
export function anecdotesFor(...personas: Persona[]): Anecdote[] {
  const seen = new Set<string>();
  const topics = personas.flatMap(personaTopics).filter((t) => (seen.has(t.key) ? false : (seen.add(t.key), true)));
  return [...topics.flatMap(anecdotesOf), ...GENERAL_ANECDOTES];
}

const plainText = new WeakMap<Anecdote, string>();
const plainOf = (a: Anecdote) => plainText.get(a) ?? plainText.set(a, normalize(a.text)).get(a)!;

/** The anecdotes a text tells; punctuation-blind, as a voice may turn a full stop into "!". */
export function anecdotesIn(text: string, catalogue: readonly Anecdote[]): Anecdote[] {
  const plain = normalize(text);
  return catalogue.filter((a) => plain.includes(plainOf(a)));
}

/** "I looked up {fav} after you mentioned it": the other person's anecdote quoted back, not told. */
const quotesBack = (text: string, a: Anecdote) =>
  a.mood === 'taste' && expand(FAVOURITE_CALLBACK, 'fav', [a.text]).some((q) => normalize(text).includes(normalize(q)));

/** Who told which anecdote in a transcript: the ids a caller stores to avoid them next run. */
export function anecdotesTold(
  transcript: readonly { role: 'a' | 'b'; text: string }[],
  personaA: Persona,
  personaB: Persona,
): { id: string; role: 'a' | 'b' }[] {
  const catalogue = anecdotesFor(personaA, personaB);
  return transcript.flatMap((e) =>
    anecdotesIn(e.text, catalogue)
      .filter((a) => !quotesBack(e.text, a))
      .map((a) => ({ id: a.id, role: e.role })),
  );
}

/** The mood a reply has to fit: that of the last anecdote the message tells, else neutral. */
export function moodOfMessage(text: string, catalogue: readonly Anecdote[]): Mood {
  const plain = normalize(text);
  let best: { at: number; mood: Mood } = { at: -1, mood: 'neutral' };
  for (const a of anecdotesIn(text, catalogue)) {
    const at = plain.lastIndexOf(plainOf(a));
    if (at > best.at) best = { at, mood: a.mood };
  }
  return best.mood;
}
