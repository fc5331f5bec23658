// A reply split into the clauses that each name a time ("Thursday after 7" | "Saturday afternoon"),
// with the ones that rule a time out ("not monday", "except Friday", "busy on Sunday") marked.

export interface Clause {
  text: string;
  negative: boolean;
  /** Joined to the clause before by "or", "and" or "nor" (a comma or "but" starts afresh). */
  joined: boolean;
}

const NEGATION =
  /\b(?:not|no|except|excluding|never|busy|cannot|can'?t|won'?t|doesn'?t|don'?t|isn'?t|unavailable|unable)\b|\bother\s+than\b|\bapart\s+from\b/;
const POSITIVE = /\b(?:works?|fine|good|ok(?:ay)?|free|available|suits?|great|perfect|best|prefer|can\s+do|could\s+do)\b/;
// "except" and its kin start a clause that rules out what follows; "and"/"or"/"nor" carry a
// negation on; commas, "but" and full stops start afresh.
const SPLIT = /\s*(,|;|\.(?!\d)|\n|\bbut\s+not\b|\bexcept\b|\bother\s+than\b|\bapart\s+from\b|\bbut\b|\bor\b|\band\b|\bnor\b)\s*/;

export function splitClauses(reply: string): Clause[] {
  const text = reply
    .toLowerCase()
    .replace(/[’']/g, "'")
    // "between 2 and 5" is one range, not two clauses.
    .replace(/\bbetween\s+([\d:.apmh\s]+?)\s+and\s+(\d)/g, 'between $1-$2');
  const parts = text.split(SPLIT);
  const clauses: Clause[] = [];
  let connector = ',';
  for (let i = 0; i < parts.length; i += 2) {
    const body = (parts[i] ?? '').trim();
    const startsNegative = /^(?:but not|except|other than|apart from)$/.test(connector);
    if (body) {
      const previous = clauses[clauses.length - 1];
      const joined = /^(?:or|and|nor)$/.test(connector);
      const carried = joined && previous?.negative === true && !POSITIVE.test(body);
      clauses.push({ text: body, negative: startsNegative || carried || NEGATION.test(body), joined });
    }
    connector = (parts[i + 1] ?? ',').trim();
  }
  return clauses;
}
