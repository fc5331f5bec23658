import { casualToPlain, isQuestion, splitAtQuestion, withoutOpeners } from './casual-text';
import { parseMemoryQuestion, type MemoryQuestion } from './slots/memory-questions';
import { canonicalSlot, FAMILY, itemKey, PETS } from './slots/memory-slots';
import { readSentence, sentencesOf } from './reading';

/** Words (and lemmas) that name a slot, most specific first: "where I grew up" before "where I live". */
const CUES: [RegExp, string][] = [
  [/\bmy name\b|\bname\b.*\bi\b|\bcall me\b|\bi am called\b|\bi be call\b/, 'name'],
  [/\bage\b|\bhow old\b|\bbirthday\b/, 'age'],
  [
    /\bgrow up\b|\bbring up\b|\bbrought up\b|\braised\b|\bborn\b|\boriginally\b|\bhome ?town\b|\bi be (?:originally )?from\b|\bfrom originally\b/,
    'hometown',
  ],
  [/\bcompany\b|\bemployer\b|\bfirm\b|\bbusiness\b|\borgani[sz]ation\b|\bwork (?:for|at)\b|\bwhere i work\b|\bwho i work\b/, 'workplace'],
  [/\bjob\b|\bprofession\b|\bcareer\b|\boccupation\b|\bwork as\b|\bdo for (?:work|a living)\b|\bline of work\b/, 'job'],
  // "do you remember what i do", "what i do again"; not "what i do on sundays".
  [/\bwhat i do(?= ?(?:$|[,.!?;]|again\b|now\b))/, 'job'],
  [/\blive\b|\bbased\b|\bcity\b|\btown\b|\bmove to\b|\bwhere i be\b|\bcall home\b|\b(?:stay|reside|settle)\b/, 'home_city'],
  [/\bdiet\b|\beat meat\b|\bvegan\b|\bvegetarian\b/, 'diet'],
  [/\bplan\b|\bplanning\b/, 'plan'],
];
/** The person asks Maya to recall rather than to talk: a memory word, or a question about themselves. */
const RECALL = new RegExp(
  [
    String.raw`\b(?:remember|recall|remind|know|tell|say|said|idea|mention|mentioned|guess|saved|stored|noted|on file)\b`,
    String.raw`\b(?:have|keep|kept|got) (?:it|that)\b`,
    // "you still got my job", "u still got which city im in"
    String.raw`\byou (?:still )?(?:have|got|kept) (?:my|what|where|which|who|how)\b`,
  ].join('|'),
);
/** A request to say what Maya knows ("tell me what i do", "let me know where i grew up", "guess where i live"), not "guess what". */
const RECALL_REQUEST = new RegExp(
  String.raw`^(?:(?:can|could|would|will) you\s+)?(?:please\s+)?(?:tell me|remind me|let me know|say|recall|guess(?! what))\s+` +
    String.raw`(?:what|where|which|who|how|when|if|whether|my)\b`,
);
/** Asking for advice or an opinion, not for what Maya remembers ("what should i do about my job", "what do you think of my job"). */
const ADVICE = /\b(?:should|shall|could|can|would|will|might) i\b|\byou (?:think|feel|reckon|suggest|recommend)\b/;

/** The slot a phrase names ("my sister's name", "where I work", "living in Paris"), or null. */
export function slotNamedIn(phrase: string): string | null {
  const { words } = readSentence(phrase);
  const lemmas = words.map((w) => w.lemma).join(' ');
  const lower = words.map((w) => w.lower).join(' ');
  // "the name of the firm i work for", "the name of my street": the name of a thing asks about that thing.
  const nameOf = lower.match(/\bname of (.+)/);
  const thing = nameOf ? slotNamedIn(nameOf[1]!) : null;
  if (thing && thing !== 'name') return thing;
  const fav = lower.match(/\bfavourite ([a-z]+(?: [a-z]+)?)/);
  if (fav) return `favourite:${itemKey(fav[1]!.replace(/ be$/, ''))}`;
  // "my best friend's name": a relation of two words.
  const pair = words.slice(1).map((w, i) => `${words[i]!.lemma} ${w.lemma}`);
  for (const two of pair) if (FAMILY[two] && /\bmy\b/.test(lower)) return `family:${FAMILY[two]}`;
  for (const w of words) {
    if (FAMILY[w.lemma] && /\bmy\b/.test(lower)) return `family:${FAMILY[w.lemma]}`;
    if (PETS[w.lemma] && /\bmy\b/.test(lower)) return `pet:${PETS[w.lemma]}`;
  }
  for (const [re, slot] of CUES) if (re.test(lemmas) || re.test(lower)) return slot;
  const taste = lower.match(
    /\b(?:how i feel about|do i (?:like|love|enjoy|hate)|if i (?:like|love|enjoy|hate)|i (?:like|love|hate))\s+([a-z][a-z' -]{1,40})/,
  );
  return taste && itemKey(taste[1]!).length >= 3 ? `taste:${itemKey(taste[1]!)}` : null;
}

/** A statement turned into a question by its tag ("you know my name right", "i told you my age, no?"). */
const TAGGED = /(?:^|[\s,])(?:right|yeah|no|or not)\s*\??(?:[\s,]+(?:wbu|hbu|and you|what about you)\s*\??)?$/;

/** The words after the last memory verb ("my flatmate asked if you know my job" → "my job"); empty without one. */
const recalled = (plain: string) => {
  const parts = plain.split(/\b(?:remember|recall|remind(?: me)?|know|tell(?: you| me)?|told(?: you)?|say|said|mention(?:ed)?|guess)\b/i);
  return parts.length > 1 ? parts.at(-1)! : '';
};
/** The questions of a message, without what it tells first ("i'm a nurse. which city am i in" → "which city am i in"). */
const questionsIn = (plain: string) =>
  sentencesOf(plain)
    .map(
      (s) =>
        splitAtQuestion(s).asked || (isQuestion(s) || RECALL_REQUEST.test(withoutOpeners(s).toLowerCase()) ? s : '') || askedAfterStory(s),
    )
    .filter(Boolean)
    .map((s) => withoutOpeners(s).toLowerCase());
/** "someone asked me today and i blanked do you know my age": a recall question after a story, without a comma before it. */
const RECALL_ASKED = /\b(?:do|did|can|could)\s+you\s+(?:even\s+|still\s+|actually\s+)?(?:know|remember|recall|remind|tell)\b/i;
const askedAfterStory = (sentence: string) => {
  const at = sentence.search(RECALL_ASKED);
  return at > 0 ? sentence.slice(at) : '';
};
/** "my daughter, what is her name": a name asked by a pronoun, of the relation or pet named before it. */
const PRONOUN_NAME = /\b(?:her|his|their|its)\s+name\b|\bwhat\s+(?:is|was|'s)\s+(?:she|he|it)\s+called\b/;
function relationBefore(lower: string): string | null {
  const at = lower.search(PRONOUN_NAME);
  const named = at > 0 ? slotNamedIn(lower.slice(0, at)) : null;
  return named && /^(?:family|pet):/.test(named) ? named : null;
}
const aboutMe = (text: string) => /\b(?:i|my|me|i'm|i've)\b/i.test(text);

/**
 * Which remembered slot a message asks about: the phrase rules on the message in plain spelling,
 * then, for a question about the person ("do you know where I live", "which city am I in again"),
 * the slot its words and lemmas name: in what it asks Maya to recall first, then in its questions, else anywhere in it.
 */
export function questionOf(message: string): MemoryQuestion | null {
  const question = slotQuestionOf(message);
  return question && 'slot' in question ? { slot: canonicalSlot(question.slot) } : question;
}

function slotQuestionOf(message: string): MemoryQuestion | null {
  const plain = casualToPlain(message);
  const ruled = parseMemoryQuestion(plain);
  if (ruled) return ruled;
  const lower = plain.toLowerCase();
  const questions = questionsIn(plain);
  const asks = questions.length > 0 || TAGGED.test(lower) || /\b(?:remind|remember)\b/.test(lower);
  if (!asks || !aboutMe(lower)) return null;
  let slot: string | null = relationBefore(lower);
  for (const text of [recalled(plain), questions.join(' '), plain]) if (!slot && aboutMe(text)) slot = slotNamedIn(text);
  if (!slot) return null;
  // "what should I cook tonight?" names no slot; "do you know where I live?" does and asks Maya.
  if (ADVICE.test(questions.join(' ')) && !/\b(?:remember|recall|remind)\b/.test(lower)) return null;
  const asksMaya = RECALL.test(lower) || /\bagain\b/.test(lower) || questions.some((q) => /^(?:what|where|which|who|how)\b/.test(q));
  return asksMaya ? { slot } : null;
}
