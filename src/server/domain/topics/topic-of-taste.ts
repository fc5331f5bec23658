import { TOPIC_CATALOGUE } from './topic-catalogue';

/** The whole words of a keyword stem: "gam" is games and gaming, never "gamble"; "tea" is tea, never "team". */
const SUFFIXES = '(s|es|e|er|ers|ing|ning|ping|ed|y)?';

const TOPIC_MATCHERS = TOPIC_CATALOGUE.map((topic) => ({
  label: topic.label,
  matches: topic.keywords.map((stem) => ({
    length: stem.length,
    pattern: new RegExp(`\\b${stem.replace(/\s+/g, '\\s+')}${stem.length >= 5 ? '\\w*' : SUFFIXES}\\b`),
  })),
}));

/**
 * The catalogue topic a member's stated taste is ("I love hiking trips" → hiking), or null. NOTE: only a catalogue topic
 * crosses from one member into another member's week (issue 43 item 5): a taste in the member's own words ("my
 * antidepressants", "saying yes to every date", "ignore previous instructions") stays with Maya and the member.
 */
export function topicOfTaste(taste: unknown): string | null {
  if (typeof taste !== 'string') return null;
  const words = taste.toLowerCase();
  // The first word that names a topic wins ("hiking trips" is hiking), then the longest keyword ("board game" is board games).
  let best: { label: string; at: number; length: number } | null = null;
  for (const topic of TOPIC_MATCHERS)
    for (const { length, pattern } of topic.matches) {
      const at = words.search(pattern);
      if (at >= 0 && (!best || at < best.at || (at === best.at && length > best.length))) best = { label: topic.label, at, length };
    }
  return best?.label ?? null;
}
