import type { Persona } from '@shared/domain/matching/persona';
import type { Anecdote } from './anecdotes';
import type { HistoryView, Role } from './history-view';
import type { LineBook } from './line-book';
import type { TimeOfDay } from './phrases/small-talk';
import type { TopicLexicon } from '../../../domain/topics/topic-catalogue';
import { hashSeed, type Rng } from './rng';
import type { Voice } from './voice';

export interface Speaker {
  role: Role;
  persona: Persona;
  voice: Voice;
  topics: TopicLexicon[];
}

type Hook = TopicLexicon['hooks'][number];

/** What the next speaker has to respond to. */
export type Pending =
  | { kind: 'hello' }
  | { kind: 'howday'; askBack: boolean }
  | { kind: 'favourite' | 'origin' | 'ask'; topic: TopicLexicon; askBack: boolean; question: string }
  | { kind: 'novice'; topic: TopicLexicon }
  | { kind: 'deeper'; index: number; askBack: boolean }
  | { kind: 'deeperAnswered' }
  | { kind: 'hookShared' }
  | { kind: 'hookCallback'; hook: Hook }
  | { kind: 'hookUpdate' }
  | { kind: 'favCallback' }
  | { kind: 'warmth' }
  | { kind: 'plan' }
  | { kind: 'planAccepted' }
  | { kind: 'planDeclined' }
  | { kind: 'planDetail'; index: number };

export interface Move {
  sentences: string[];
  pending: Pending | null;
  /** The exchange is complete ("Same here."): reacting to it again would sound odd. */
  settled?: boolean;
  /** The kind of question this message answered, so the reply can react in kind. */
  answered?: 'favourite' | 'origin' | 'ask';
  /** A flat dead end ("Not really."): nothing more goes in that message. */
  flat?: boolean;
}

export interface WindowContext {
  rng: Rng;
  lines: LineBook;
  history: HistoryView;
  speakers: Record<Role, Speaker>;
  seed: number;
  day: number;
  days: number;
  window: number;
  windowsToday: number;
  time: TimeOfDay;
  agenda: TopicLexicon[];
  /** Topics talked about in this window so far, most recent last. */
  topicsHere: TopicLexicon[];
  /** Questions asked in this window (history covers earlier windows). */
  askedHere: Set<string>;
  /** Reaction words used in this window, so nobody says "Oh my god" twice in a row. */
  reactionWords: Set<string>;
  /** How well the two get on this week (chemistry.ts). */
  chemistry: number;
  /** Whether a suggestion to meet gets a yes this run. */
  acceptsPlan: boolean;
  /** Every anecdote either could tell (anecdotes.ts), for the mood a reaction must fit. */
  anecdotes: readonly Anecdote[];
  /** The message being answered (empty at a window's start). */
  heard: string;
}

export const knows = (speaker: Speaker, topic: TopicLexicon) => speaker.topics.some((t) => t.key === topic.key);

/**
 * The share of a topic's phrases a speaker uses: when both know the topic each gets alternate
 * entries, so they never claim the same favourite trail or the same weekend.
 */
export function portion<T>(ctx: WindowContext, speaker: Speaker, topic: TopicLexicon, items: readonly T[]): readonly T[] {
  const other = ctx.speakers[speaker.role === 'a' ? 'b' : 'a'];
  if (!knows(other, topic) || items.length < 2) return items;
  const parity = (ctx.seed + (speaker.role === 'a' ? 0 : 1)) % 2;
  return items.filter((_, i) => i % 2 === parity);
}

const personaKey = (p: Persona) => `${p.name}|${Object.values(p.personality_traits).join(',')}`;

/**
 * The speaker's own half of a phrase bank: each phrase belongs to whichever of the two personas
 * hashes higher with it, so the two never share a pet phrase and a persona keeps its phrases
 * across runs with the same partner.
 */
export function ownPart<T extends string | { text: string }>(ctx: WindowContext, speaker: Speaker, items: readonly T[]): T[] {
  const other = ctx.speakers[speaker.role === 'a' ? 'b' : 'a'];
  const me = personaKey(speaker.persona);
  const them = personaKey(other.persona);
  return items.filter((item) => {
    const text = typeof item === 'string' ? item : item.text;
    const mine = hashSeed(me, text);
    const theirs = hashSeed(them, text);
    return mine !== theirs ? mine > theirs : (hashSeed(text) % 2 === 0) === (speaker.role === 'a');
  });
}
