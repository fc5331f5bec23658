import type { Fact, MemoryQuestion } from '@server/modules/language';
import { DEFAULT_PERSONALITY } from '@shared/domain/companion/personality';
import { createOfflineBackend } from '@server/modules/ai/offline/offline-engine';
import { writeChatReply } from '@server/modules/ai/offline/companion-writer';
import { extractedFactsSchema, type ChatTurn } from '@server/modules/ai/schemas/companion';
import { questionOf as readQuestion } from '@server/modules/language/read-question';
import { revisionOf, statedFacts } from '@server/modules/language/read-revision';

/**
 * The offline path a chat message takes in the product, in-process and without a database:
 * the engine's extractFacts, the question companion.ts parses, the forget request it honours,
 * and the reply writer fed the state beforeReply builds (what the message states is current
 * already; `learned` is what differs from what Maya knew).
 * NOTE: mirrors beforeReply/saveTurn in src/server/modules/conversation/companion.ts; keep it in step.
 */
const engine = createOfflineBackend();

export const factsOf = async (text: string): Promise<Fact[]> =>
  extractedFactsSchema.parse(await engine.extractFacts({ message: text })).facts;
export const questionOf = (text: string): MemoryQuestion | null => readQuestion(text);

export interface Turn {
  reply: string;
  stated: Fact[];
  question: MemoryQuestion | null;
  forgotten: string[];
  /** What Maya knows after the turn. */
  known: Fact[];
}

export async function turn(known: readonly Fact[], history: ChatTurn[], text: string): Promise<Turn> {
  const extracted = await factsOf(text);
  const question = questionOf(text);
  const revision = revisionOf(text, known);
  const forgotten = revision.forget;
  const stated = statedFacts(revision, extracted);
  const kept = known.filter((f) => !forgotten.includes(f.slot));
  const facts = [...stated, ...kept.filter((f) => !stated.some((s) => s.slot === f.slot))];
  const learned = stated.filter((f) => !kept.some((c) => c.slot === f.slot && c.value.toLowerCase() === f.value.toLowerCase()));
  const asked = question && 'slot' in question ? question.slot : null;
  const ordered = asked ? [...facts.filter((f) => f.slot === asked), ...facts.filter((f) => f.slot !== asked)] : facts;
  const companion = {
    personality: { ...DEFAULT_PERSONALITY },
    length: 'balanced' as const,
    relationshipStage: 'getting_to_know',
    facts: ordered,
    learned,
    forgotten: known.filter((f) => forgotten.includes(f.slot)),
  };
  const { reply } = writeChatReply({ history, message: text, companion });
  return { reply, stated, question, forgotten, known: facts };
}
