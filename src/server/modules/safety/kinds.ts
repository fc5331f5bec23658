/** What a relayed message can hold that the screen cares about, most serious first. */
export const KINDS = ['threat', 'contact', 'money', 'off_platform', 'sexual', 'harassment'] as const;
export type Kind = (typeof KINDS)[number];

/**
 * `ok`: relayed as written. `flag`: the sender sees why and may Edit, Cancel or Send anyway.
 * `block`: never sent (threats, and contact details, which only SHARE passes on).
 */
export type Verdict = 'ok' | 'flag' | 'block';

/** One rule that fired: `rule` names it for the log ("money.gift_card"), never the text. */
export interface Hit {
  kind: Kind;
  rule: string;
}

export interface ScreenResult {
  verdict: Verdict;
  /** Every kind found, most serious first. */
  kinds: Kind[];
  /** The rule behind the most serious kind ("none" when ok). */
  rule: string;
  /** Plain words for the sender ("" when ok). */
  reason: string;
}

export interface ScreenContext {
  /**
   * The sender's earlier messages in this relay, oldest first (a few are enough): an emergency told in
   * one message and the money asked for in the next is still a request for money.
   */
  recent?: readonly string[];
}

/** A model's label for the message and its reason in plain words for the sender ("" when benign). */
export interface ModelLabel {
  label: Kind | 'benign';
  reason: string;
}

/** What the model's label did to the rules' result: agreed with it, added a kind, or saw nothing where a rule fired. */
export type ModelOutcome = 'agreed' | 'added' | 'overruled';

const BLOCKING: ReadonlySet<Kind> = new Set(['threat', 'contact']);

export const verdictOf = (kinds: readonly Kind[]): Verdict => (kinds.some((k) => BLOCKING.has(k)) ? 'block' : kinds.length ? 'flag' : 'ok');

/** Most serious first, each kind once. */
export const orderKinds = (kinds: Iterable<Kind>): Kind[] => {
  const found = new Set(kinds);
  return KINDS.filter((k) => found.has(k));
};
