import type { MemoryQuestion } from './slots/memory-questions';
import type { Fact } from './slots/memory-slots';
import { factsOf } from './read-facts';
import { questionOf } from './read-question';
import { revisionOf, type Revision } from './read-revision';

/** What the offline reader makes of one message: read once per turn and handed to whoever needs it. */
export interface MessageReading {
  /** The remembered slot the message asks Maya about, if it asks. */
  question: MemoryQuestion | null;
  /** The facts it states, as the rules read them (a model's extraction is the AI engine's). */
  facts: Fact[];
  /**
   * What it forgets and corrects. NOTE: it depends on what Maya knows, and what she looks up depends on the
   * question, so the turn asks for it once it has loaded the facts (`known`); it is read once, on the first call.
   */
  revision: (known: readonly Fact[]) => Revision;
}

/** Reads a message once: its question, its facts, and (against what Maya knows) its revision. */
export function readMessage(text: string): MessageReading {
  const question = questionOf(text);
  const facts = factsOf(text);
  let revision: Revision | undefined;
  return { question, facts, revision: (known) => (revision ??= revisionOf(text, known)) };
}
