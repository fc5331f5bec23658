import { casualToPlain, withoutOpeners } from './casual-text';

/** Verbs that ask Maya to drop something ("forget", "delete"), and those a "don't" turns into that ("don't keep"). */
const DROP_VERB =
  String.raw`(?:forget|delete|remove|erase|unlearn|` +
  String.raw`(?:wipe|drop|clear|get\s+rid\s+of)(?=\s+(?:my|that|it|this|the|everything|all|what|about)\b))`;
const KEEP_VERB = String.raw`(?:keep|store|save|remember)(?:ing)?`;
/** Words before the verb that still leave the request to Maya: "can you", "i want you to", "just", "no,". */
const ASKING =
  String.raw`(?:(?:no|nah|yeah|yes|oops|right|then|just|please)\b[\s,]*|(?:can|could|would|will)\s+you\s+|` +
  String.raw`i\s+(?:want|need)\s+you\s+to\s+|i'd\s+like\s+you\s+to\s+|you\s+(?:can|should|may)\s+|go\s+ahead\s+and\s+)*`;
const NOT = String.raw`(?:don't|do\s+not|never|not|stop|no\s+need\s+to|i'd\s+rather\s+you\s+(?:didn't|did\s+not|don't))`;
/**
 * A clause that asks Maya to forget: an imperative ("forget that …", "please don't keep my age", "can you delete my job",
 * "i don't want you to remember …"); not a story ("i forget what i told u", "i had to delete instagram", "i don't remember").
 */
const REQUEST = new RegExp(
  String.raw`^${ASKING}(?:${DROP_VERB}\b|${NOT}\s+${KEEP_VERB}\b|i\s+(?:don't|do\s+not)\s+want\s+you\s+to\s+${KEEP_VERB}\b)`,
  'i',
);
/** "don't forget my birthday" asks the opposite. */
const KEEP = /\b(?:don't|never|do\s+not)\s+forget\b/i;
/** Where a clause may start: the message's start, after punctuation, or before "and", "but", "so", "then". */
const CLAUSE_START = /^|[.!?;,:]\s*|\s(?=(?:and|but|so|then)\s)/g;
/** "forget that …", "forget what I said about …", "delete the thing about …": what follows is the target. */
const VERB =
  String.raw`(?:forget|delete|remove|erase|unlearn|wipe|drop|clear|get\s+rid\s+of|keep|store|save|remember)(?:ing)?\s+` +
  String.raw`(?:about\s+)?(?:that\s+|it\s+that\s+)?`;
const WRAPPER = String.raw`(?:what\s+i\s+(?:said|told\s+you)\s+about\s+|the\s+(?:thing|part|bit)\s+about\s+|everything\s+about\s+)?`;
const TARGET = new RegExp(String.raw`\b${VERB}${WRAPPER}(.*)$`, 'i');

/** The message from the clause that asks Maya to forget, or null when no clause asks it. */
function request(plain: string): string | null {
  if (KEEP.test(plain)) return null;
  for (const m of plain.matchAll(CLAUSE_START)) {
    const rest = plain.slice(m.index + m[0].length);
    if (REQUEST.test(withoutOpeners(rest))) return rest;
  }
  return null;
}

export const asksToForget = (message: string) => request(casualToPlain(message)) !== null;

/** What the person asks Maya to forget, in their words ("I live in Lisbon", "my job"); empty when they ask nothing. */
export function forgetTarget(message: string): string {
  const asked = request(casualToPlain(message));
  if (asked === null) return '';
  return (asked.match(TARGET)?.[1] ?? '').replace(/[.!?]+$/, '').trim();
}
