import { firstNameOf } from '@shared/lib/first-name';
import type { ProposalCard, ProposalDecision, ProposalState } from '@shared/schemas/shortlist';
import { personaSummaryOf, sharedInterestsOf, weekLinesFor, whyItFitsFrom, type Side } from './week-content';

/** The agent_pairs columns a card is made from (both sides: the mapping picks the member's). */
export type PairRow = {
  id: string;
  status: string;
  lowUserId: string;
  highUserId: string;
  week: unknown;
  lowVerdict: unknown;
  highVerdict: unknown;
  lowDecision: string | null;
  highDecision: string | null;
  proposedAt: Date | null;
  expiresAt: Date | null;
  introducedAt: Date | null;
};

/** What the other member chose to share (member_preferences), and their name for the first name. */
export type OtherMember = {
  displayName: string | null;
  birthDate: string | null;
  cityName: string | null;
  countryCode: string | null;
  shareAge: boolean;
  shareArea: boolean;
  shareSummary: boolean;
};

/** Pairs a member ever sees: screened, declined and closed pairs never are. */
export const LISTED_STATUSES = ['proposed', 'passed', 'introduced', 'expired'] as const;

export const sideOf = (pair: Pick<PairRow, 'lowUserId'>, userId: string): Side => (pair.lowUserId === userId ? 'low' : 'high');
const decisionOf = (value: string | null): ProposalDecision | null => (value === 'approve' || value === 'pass' ? value : null);

/**
 * The proposal's state as the member sees it, or null when it is not theirs to see.
 * NOTE: the other's decision is never used: when they passed, the member who approved (or has not
 * decided) still sees 'waiting' (or 'new') until the proposal expires, then 'expired'.
 */
export function proposalState(pair: PairRow, side: Side, now: Date): ProposalState | null {
  if (!(LISTED_STATUSES as readonly string[]).includes(pair.status) || !pair.proposedAt) return null;
  if (pair.status === 'introduced') return 'introduced';
  const mine = decisionOf(side === 'low' ? pair.lowDecision : pair.highDecision);
  if (mine === 'pass') return 'passed';
  const expired = pair.status === 'expired' || (pair.expiresAt !== null && pair.expiresAt.getTime() <= now.getTime());
  if (expired) return 'expired';
  return mine === 'approve' ? 'waiting' : 'new';
}

/** Whole years from a 'YYYY-MM-DD' birth date to `now` (UTC), or null. */
export function ageOn(birthDate: string | null, now: Date): number | null {
  const match = birthDate ? /^(\d{4})-(\d{2})-(\d{2})/.exec(birthDate) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const beforeBirthday = now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  return now.getUTCFullYear() - year - (beforeBirthday ? 1 : 0);
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** "Lisbon, Portugal" from the city's name and ISO country code (the city alone for an unknown code). */
export function areaOf(cityName: string | null, countryCode: string | null): string | null {
  if (!cityName) return null;
  let country: string | undefined;
  try {
    country = countryCode ? countryNames.of(countryCode.toUpperCase()) : undefined;
  } catch {
    country = undefined;
  }
  return country ? `${cityName}, ${country}` : cityName;
}

/** The card the member sees of a pair, or null when the pair is not shown to them. */
export function proposalCard(pair: PairRow, userId: string, other: OtherMember, now: Date): ProposalCard | null {
  const side = sideOf(pair, userId);
  const state = proposalState(pair, side, now);
  if (!state) return null;
  const otherSide: Side = side === 'low' ? 'high' : 'low';
  const firstName = firstNameOf(other.displayName) ?? 'Someone';
  return {
    id: pair.id,
    firstName,
    age: other.shareAge ? ageOn(other.birthDate, now) : null,
    area: other.shareArea ? areaOf(other.cityName, other.countryCode) : null,
    summary: other.shareSummary ? personaSummaryOf(pair.week, otherSide) : null,
    weekLines: weekLinesFor(pair.week, side, firstName),
    sharedInterests: sharedInterestsOf(pair.week),
    whyItFits: whyItFitsFrom(side === 'low' ? pair.lowVerdict : pair.highVerdict),
    myDecision: decisionOf(side === 'low' ? pair.lowDecision : pair.highDecision),
    // Read from the member's own outcomes by the store (shortlist-store.ts).
    myReason: null,
    state,
    expiresAt: (pair.expiresAt ?? pair.proposedAt!).toISOString(),
    introducedAt: state === 'introduced' && pair.introducedAt ? pair.introducedAt.toISOString() : null,
  };
}
