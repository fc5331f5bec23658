import type { Persona } from '@shared/domain/matching/persona';
import { TOPIC_CATALOGUE, type TopicLexicon } from '../../../domain/topics/topic-catalogue';

export type { TopicLexicon };

const startsWord = (text: string, stem: string) => new RegExp(`(^|[^a-z])${stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(text);

/** A lexicon for a topic the catalogue doesn't know: every line names the topic itself. */
function genericLexicon(topic: string): TopicLexicon {
  const t = topic.trim().toLowerCase();
  return {
    key: `custom:${t}`,
    label: t,
    keywords: [t],
    favourites: [],
    recent: [`spent most of Sunday on ${t}`, `went down a ${t} rabbit hole this week`, `finally made time for ${t} again`],
    origin: [
      `a friend got me into ${t} and it just stuck`,
      `I tried ${t} on a whim and never stopped`,
      `I leaned on ${t} to get through a boring winter`,
    ],
    asks: [`How did you get into ${t}?`, `What do you love most about ${t}?`],
    hooks: [
      {
        plan: `trying something new with ${t} this weekend`,
        ask: `How did the ${t} experiment go?`,
        updates: ['Better than expected, honestly.', 'Chaotic, but I learned a lot.'],
      },
    ],
    dateIdeas: [`an afternoon of ${t} together`],
  };
}

const resolved = new Map<string, TopicLexicon>();

/** The catalogue entry whose keywords match the topic text, else a generic lexicon for it (memoised: every window asks). */
export function resolveTopic(topic: string): TopicLexicon {
  const cached = resolved.get(topic);
  if (cached) return cached;
  const lower = topic.toLowerCase();
  const lex = TOPIC_CATALOGUE.find((l) => l.keywords.some((k) => startsWord(lower, k))) ?? genericLexicon(topic);
  if (resolved.size < 5000) resolved.set(topic, lex);
  return lex;
}

/** A persona's topics as lexicons, deduplicated (e.g. "hiking" and "trail running" may both be hiking). */
export function personaTopics(persona: Persona): TopicLexicon[] {
  const seen = new Set<string>();
  const out: TopicLexicon[] = [];
  for (const topic of persona.social.topics) {
    if (!topic.trim()) continue;
    const lex = resolveTopic(topic);
    if (!seen.has(lex.key)) {
      seen.add(lex.key);
      out.push(lex);
    }
  }
  return out;
}

/** Topics both personas have, in A's order. */
export function sharedTopics(a: Persona, b: Persona): TopicLexicon[] {
  const bKeys = new Set(personaTopics(b).map((t) => t.key));
  return personaTopics(a).filter((t) => bKeys.has(t.key));
}

/** Shared topics first, then the rest of each person's topics alternating, so both get airtime. */
export function topicAgenda(a: Persona, b: Persona): TopicLexicon[] {
  const shared = sharedTopics(a, b);
  const sharedKeys = new Set(shared.map((t) => t.key));
  const onlyA = personaTopics(a).filter((t) => !sharedKeys.has(t.key));
  const onlyB = personaTopics(b).filter((t) => !sharedKeys.has(t.key));
  const rest: TopicLexicon[] = [];
  for (let i = 0; i < Math.max(onlyA.length, onlyB.length); i++) {
    if (onlyB[i]) rest.push(onlyB[i]!);
    if (onlyA[i]) rest.push(onlyA[i]!);
  }
  const agenda = [...shared, ...rest];
  return agenda.length > 0 ? agenda : [resolveTopic('coffee'), resolveTopic('films')];
}
