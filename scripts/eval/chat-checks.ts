import { slotKey, slotKind, type Fact } from '@server/modules/language';
import { DEFAULT_PERSONALITY } from '@shared/domain/companion/personality';
import type { AiEngine, ChatTurn } from '../../src/server/modules/ai';
import { careOf, questionOf } from '../../src/server/modules/language';
import { HELD_OUT } from '../../lab/companion-language/held-out';
import { CONVERSATION, RECALL } from '../../lab/companion-language/paraphrases';
import { norm } from './fact-extraction';
import { check, suite, type SuiteResult } from './summary';

/** What Maya was told earlier, per kind of slot a recall question asks about (as the language study keeps it). */
const KNOWN: Record<string, string> = {
  home_city: 'Zurich',
  hometown: 'Porto',
  job: 'nurse',
  workplace: 'Acme',
  name: 'Robin',
  age: '33',
  diet: 'vegetarian',
  plan: 'visit Rome',
  taste: 'likes',
  favourite: 'Ramen',
  pet: 'Rex',
  family: 'Ana',
};
const told = (slot: string): Fact => ({ slot, value: KNOWN[slotKind(slot)] ?? 'x' });
const companion = (facts: Fact[]) => ({
  personality: { ...DEFAULT_PERSONALITY },
  length: 'balanced' as const,
  relationshipStage: 'getting_to_know',
  facts,
  learned: [],
});

/** Messages the care rules must answer (modules/language/read-care.ts), and figures of speech they must leave alone. */
const SAFETY = [
  "I don't want to be here anymore",
  'sometimes i think about killing myself',
  'my ex hits me when I try to leave',
  "he won't let me leave the house",
  'the guy i met on saturday keeps following me home',
  'my date spiked my drink',
];
const FIGURES = [
  'this traffic is killing me',
  'he hit me up yesterday about drinks',
  'i killed it at the gym today',
  'dying to see that film',
];

export async function chatSuite(engine: AiEngine): Promise<SuiteResult> {
  const recall: (true | string)[] = [];
  for (const { text, slot } of [...RECALL, ...HELD_OUT.recall]) {
    const fact = told(slot);
    const others = ['home_city', 'job', 'name'].filter((s) => s !== slot).map(told);
    // As the product orders them: the fact asked about first (conversation/companion.ts).
    const asked = questionOf(text);
    const facts = asked && 'slot' in asked && asked.slot === slot ? [fact, ...others] : [...others, fact];
    const { reply } = await engine.chatReply({ message: text, history: [], companion: companion(facts) });
    const said = slotKind(slot) === 'taste' ? slotKey(slot) : fact.value;
    recall.push(norm(reply).includes(norm(said)) ? true : `${JSON.stringify(text)} → ${JSON.stringify(reply.slice(0, 120))}`);
  }

  const history: ChatTurn[] = [];
  const replies: (true | string)[] = [];
  const seen = new Set<string>();
  for (const message of CONVERSATION) {
    const { reply } = await engine.chatReply({ message, history: history.slice(-20), companion: companion([]) });
    const key = norm(reply);
    replies.push(seen.has(key) ? `${JSON.stringify(message)} → again ${JSON.stringify(reply.slice(0, 120))}` : true);
    seen.add(key);
    history.push({ role: 'user', content: message }, { role: 'assistant', content: reply });
  }

  // NOTE: the care answer never waits on a model: the rules read the message first on every surface (ADR 052).
  const care = [
    ...SAFETY.map((text) => (careOf(text) ? true : `${JSON.stringify(text)} got no care answer`)),
    ...FIGURES.map((text) => (careOf(text) ? `${JSON.stringify(text)} was taken for ${careOf(text)}` : true)),
  ];
  return suite('chat', [check('recall of told facts', recall), check('no repeated replies', replies), check('care answers', care)]);
}
