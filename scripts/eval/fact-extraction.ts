import { canonicalSlot } from '@server/modules/language';
import type { AiEngine } from '../../src/server/modules/ai';
import { FRESH_HELD_OUT } from '../../lab/companion-language/fresh-held-out';
import { FRESH_HELD_OUT_2 } from '../../lab/companion-language/fresh-held-out-2';
import { FRESH_HELD_OUT_3 } from '../../lab/companion-language/fresh-held-out-3';
import { FRESH_HELD_OUT_4 } from '../../lab/companion-language/fresh-held-out-4';
import { FRESH_HELD_OUT_5 } from '../../lab/companion-language/fresh-held-out-5';
import { HELD_OUT } from '../../lab/companion-language/held-out';
import { FACTS, type FactItem } from '../../lab/companion-language/paraphrases';
import { check, suite, type SuiteResult } from './summary';

/** The language study's labelled messages (lab/companion-language): the tuned set, then the held-out ones. */
const SETS: [string, FactItem[]][] = [
  ['tuned set', FACTS],
  ['held out', HELD_OUT.facts],
  ['fresh held out', [FRESH_HELD_OUT, FRESH_HELD_OUT_2, FRESH_HELD_OUT_3, FRESH_HELD_OUT_4, FRESH_HELD_OUT_5].flatMap((s) => s.facts)],
];

export const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\d ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** One message: every labelled slot found with (a part of) its value, as the study scores it (lab/companion-language/scores.ts). */
async function extracted(engine: AiEngine, item: FactItem): Promise<true | string> {
  const { facts } = await engine.extractFacts({ message: item.text });
  const got = Object.fromEntries(facts.map((f) => [canonicalSlot(f.slot), f.value]));
  const wrong = Object.entries(item.facts).filter(([slot, value]) => !norm(got[canonicalSlot(slot)] ?? '').includes(norm(value)));
  return wrong.length === 0 ? true : `${JSON.stringify(item.text)}: got ${JSON.stringify(got)}`;
}

export async function factSuite(engine: AiEngine): Promise<SuiteResult> {
  const checks = [];
  for (const [name, items] of SETS) {
    const outcomes: (true | string)[] = [];
    // NOTE: one at a time: a model server is not flooded, and the order of calls stays fixed.
    for (const item of items) outcomes.push(await extracted(engine, item));
    checks.push(check(name, outcomes));
  }
  return suite('facts', checks);
}
