import { canonicalSlot, slotKey, slotKind, type Fact } from '@server/modules/language';
import { CONVERSATION, type CorrectionItem, type FactItem, type PartnerItem, type RecallItem } from './paraphrases';
import { turn } from './product-path';

/** A value Maya keeps, for each kind of slot a recall question asks about. */
const KNOWN: Record<string, string> = { home_city: 'Zurich', hometown: 'Porto', job: 'nurse', workplace: 'Acme', name: 'Robin', age: '33' };
const knownFact = (slot: string): Fact => {
  const kind = slotKind(slot);
  const value =
    KNOWN[kind] ??
    { diet: 'vegetarian', plan: 'visit Rome', taste: 'likes', favourite: 'Ramen', pet: 'Rex', family: 'Ana' }[kind as string] ??
    'x';
  return { slot, value };
};
const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\d ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A sentence said twice in one reply, or one inside another ("Okay, tell me more. Tell me more?"), word for word.
 * NOTE: a one-word exclamation is no sentence said twice ("Films! … What do you love about films?"), nor is "Hi!" inside "think".
 */
export function doubledSentence(reply: string): string | null {
  const sentences = reply
    .split(/(?<=[.!?])\s+/)
    .map(norm)
    .filter(Boolean);
  const inside = (part: string, whole: string) => part.includes(' ') && ` ${whole} `.includes(` ${part} `);
  for (let i = 0; i < sentences.length; i++)
    for (let j = 0; j < sentences.length; j++) if (i !== j && inside(sentences[i]!, sentences[j]!)) return sentences[i]!;
  return null;
}
/** Maya taking a partner preference as the person's own hobby (topic small talk). */
const HOBBY_TALK =
  /what do you love most about|what's your favourite|now you're speaking my language|! i like that|love hearing about your/i;

export interface Miss {
  group: string;
  text: string;
  why: string;
}
export interface Score {
  group: string;
  passed: number;
  total: number;
}

/** A group's share passed, in whole percent. */
export const pct = (s: Score) => Math.round((100 * s.passed) / s.total);
/** The scores as a markdown table (results.md). */
export const scoreTable = (scores: Score[]) =>
  ['| group | passed | score |', '|---|---|---|', ...scores.map((s) => `| ${s.group} | ${s.passed}/${s.total} | ${pct(s)} % |`)].join('\n');

export interface ParaphraseSet {
  recall: RecallItem[];
  facts: FactItem[];
  partner: PartnerItem[];
  corrections: CorrectionItem[];
  smallTalk: string[];
}

/** Every item of the set through the product's offline path, scored per group; the conversation replayed when asked. */
export async function runStudy(
  set: ParaphraseSet,
  withConversation = true,
): Promise<{ scores: Score[]; misses: Miss[]; replies: string[]; messages: number }> {
  const { recall: RECALL, facts: FACTS, partner: PARTNER, corrections: CORRECTIONS, smallTalk: SMALL_TALK } = set;
  const misses: Miss[] = [];
  const score = (group: string, results: boolean[]): Score => ({ group, passed: results.filter(Boolean).length, total: results.length });
  const miss = (group: string, text: string, why: string) => (misses.push({ group, text, why }), false);

  const recall = await Promise.all(
    // NOTE: a slot the set names in other words ("favourite:movie", "family:friend") is the one slot the product keeps it under.
    RECALL.map(async ({ text, slot: named }) => {
      const slot = canonicalSlot(named);
      const fact = knownFact(slot);
      const t = await turn(
        [{ slot: 'name', value: 'Robin' }, fact].filter((f, i, all) => all.findIndex((g) => g.slot === f.slot) === i),
        [],
        text,
      );
      if (!t.question || !('slot' in t.question) || t.question.slot !== slot)
        return miss('recall', text, `parsed ${JSON.stringify(t.question)}`);
      const said = slotKind(slot) === 'taste' ? slotKey(slot) : fact.value;
      if (!norm(t.reply).includes(norm(said))) return miss('recall', text, `reply: ${t.reply}`);
      if (t.stated.length) return miss('recall', text, `a question stated ${JSON.stringify(t.stated)}`);
      return true;
    }),
  );
  const facts = await Promise.all(
    FACTS.map(async ({ text, facts: expected }) => {
      const t = await turn([], [], text);
      const got = Object.fromEntries(t.stated.map((f) => [f.slot, f.value]));
      const wrong = Object.entries(expected).filter(([slot, v]) => !norm(got[canonicalSlot(slot)] ?? '').includes(norm(v)));
      return wrong.length ? miss('facts', text, `got ${JSON.stringify(got)}`) : true;
    }),
  );
  const partnerRows = await Promise.all(
    PARTNER.map(async ({ text, wants }) => {
      const t = await turn([], [], text);
      const own = t.stated.filter((f) => slotKind(f.slot) === 'taste').length > 0 || HOBBY_TALK.test(t.reply);
      const kept = t.stated
        .filter((f) => (slotKind(f.slot) as string) === 'partner')
        .map((f) => norm(`${slotKey(f.slot)} ${f.value}`))
        .join(' ');
      const captured = wants.every((w) => kept.includes(w));
      if (own) miss('partner (own hobby)', text, `stated ${JSON.stringify(t.stated)}; reply: ${t.reply}`);
      if (!captured) miss('partner', text, `stated ${JSON.stringify(t.stated)}`);
      return { own, captured };
    }),
  );
  const corrections = await Promise.all(
    CORRECTIONS.map(async ({ before, text, slot, value }) => {
      const known = Object.entries(before).map(([s, v]) => ({ slot: s, value: v }));
      const t = await turn(known, [], text);
      const now = t.known.find((f) => f.slot === slot)?.value ?? null;
      const ok = value === null ? now === null : now !== null && norm(now) === norm(value);
      return ok ? true : miss('corrections', text, `now ${JSON.stringify(now)}; reply: ${t.reply}`);
    }),
  );
  const small = await Promise.all(
    SMALL_TALK.map(async (text) => {
      const t = await turn([], [], text);
      if (t.stated.length) return miss('small talk', text, `stated ${JSON.stringify(t.stated)}`);
      if (t.question || t.forgotten.length) return miss('small talk', text, `read as a memory request`);
      const doubled = doubledSentence(t.reply);
      return doubled ? miss('small talk', text, `doubled "${doubled}": ${t.reply}`) : true;
    }),
  );
  const replies = withConversation ? await replayConversation(misses) : [];
  return {
    messages: RECALL.length + FACTS.length + PARTNER.length + CORRECTIONS.length + SMALL_TALK.length + replies.length,
    scores: [
      score('recall questions', recall),
      score('facts told in passing', facts),
      score(
        'partner preferences captured',
        partnerRows.map((r) => r.captured),
      ),
      score(
        'partner preferences not taken as own hobby',
        partnerRows.map((r) => !r.own),
      ),
      score('corrections applied', corrections),
      score('small talk (nothing stored, no doubled sentence)', small),
    ],
    misses,
    replies,
  };
}

/** The 20-message conversation: every reply differs from every other, none doubles a sentence. */
async function replayConversation(misses: Miss[]): Promise<string[]> {
  let known: Fact[] = [];
  const history: { role: 'user' | 'assistant'; content: string }[] = [];
  const replies: string[] = [];
  for (const text of CONVERSATION) {
    const t = await turn(known, history, text);
    known = t.known;
    if (replies.includes(t.reply)) misses.push({ group: 'conversation', text, why: `repeated reply: ${t.reply}` });
    const doubled = doubledSentence(t.reply);
    if (doubled) misses.push({ group: 'conversation', text, why: `doubled "${doubled}": ${t.reply}` });
    replies.push(t.reply);
    history.push({ role: 'user', content: text }, { role: 'assistant', content: t.reply });
  }
  return replies;
}
