import type { ProposalCard } from '@shared/schemas/shortlist';

/** Issue 31 copy for the shortlist, one place (the card and its test read it). */
export const SHORTLIST_TEXT = {
  empty: "Your agent is meeting other members' agents. Proposals appear here.",
  introduced: "You're introduced! Maya will bring you together in your messaging app.",
  expired: 'This introduction expired.',
  passed: 'You passed. Maya will not bring this up again.',
  failed: 'That did not go through. Please try again.',
} as const;

/** The shortlist's groups, in the order they are shown. */
export const SHORTLIST_GROUPS = {
  decide: 'To decide',
  waiting: 'Waiting for an answer',
  introduced: 'Introduced',
  earlier: 'Earlier',
} as const;

export type ShortlistGroup = keyof typeof SHORTLIST_GROUPS;

const GROUP_OF = {
  new: 'decide',
  waiting: 'waiting',
  introduced: 'introduced',
  expired: 'earlier',
  passed: 'earlier',
} as const satisfies Record<ProposalCard['state'], ShortlistGroup>;

/** The proposals by group (only groups with a card), each in the order the server gave (newest first). */
export function shortlistGroups<C extends Pick<ProposalCard, 'state'>>(cards: readonly C[]): { group: ShortlistGroup; cards: C[] }[] {
  return (Object.keys(SHORTLIST_GROUPS) as ShortlistGroup[])
    .map((group) => ({ group, cards: cards.filter((card) => GROUP_OF[card.state] === group) }))
    .filter(({ cards: inGroup }) => inGroup.length > 0);
}

/**
 * How many decided cards (waiting, introduced, earlier) show before "Show N more", so the home's
 * Introductions stays within two phone screens (issue 41 item 7): none while there are cards to
 * decide (each is a whole card, and they are what waits on the person), else the newest two.
 */
export const DECIDED_SHOWN_FIRST = { whileDeciding: 0, otherwise: 2 } as const;

/**
 * The cards in the order shown (by group, newest first in each) and how many of them show before
 * "Show N more": every one still to decide, then the newest decided ones (DECIDED_SHOWN_FIRST).
 */
export function shortlistOrder<C extends Pick<ProposalCard, 'state'>>(cards: readonly C[]): { ordered: C[]; first: number } {
  const ordered = shortlistGroups(cards).flatMap((g) => g.cards);
  const toDecide = ordered.filter((card) => GROUP_OF[card.state] === 'decide').length;
  return { ordered, first: toDecide + (toDecide > 0 ? DECIDED_SHOWN_FIRST.whileDeciding : DECIDED_SHOWN_FIRST.otherwise) };
}

export const REPORT_REASON_LABELS = {
  fake_profile: 'Looks like a fake profile',
  inappropriate: 'Something inappropriate',
  unsafe: 'I feel unsafe',
  other: 'Something else',
} as const;

/** The line that says where a proposal stands; NOTE: 'waiting' never hints at the other's answer. */
export function stateLine(card: Pick<ProposalCard, 'state' | 'firstName'>): string | null {
  if (card.state === 'waiting') return `Waiting for ${card.firstName}`;
  if (card.state === 'introduced') return SHORTLIST_TEXT.introduced;
  if (card.state === 'expired') return SHORTLIST_TEXT.expired;
  if (card.state === 'passed') return SHORTLIST_TEXT.passed;
  return null;
}

/** "Ana, 30 · Lisbon, Portugal" without the parts the other does not share. */
export const whoLine = (card: Pick<ProposalCard, 'firstName' | 'age' | 'area'>) =>
  [card.age === null ? card.firstName : `${card.firstName}, ${card.age}`, card.area].filter(Boolean).join(' · ');

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** "Open until Dec 2" for a proposal still to decide or waiting. */
export const expiryLine = (card: Pick<ProposalCard, 'state' | 'expiresAt'>) =>
  card.state === 'new' || card.state === 'waiting' ? `Open until ${dateFormat.format(new Date(card.expiresAt))}` : null;
