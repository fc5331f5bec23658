/**
 * The population bench's measures (docs/matching.md "The population bench"), pure: the Gini of what
 * members received, and a day's and the whole run's figures from counts.
 */

/** The Gini coefficient of non-negative values: 0 when all are equal, → 1 when one holds all (0 for none or all zero). */
export function gini(values: readonly number[]): number {
  const n = values.length;
  const total = values.reduce((s, v) => s + v, 0);
  if (n === 0 || total === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const weighted = sorted.reduce((s, v, i) => s + (i + 1) * v, 0);
  return (2 * weighted) / (n * total) - (n + 1) / n;
}

export interface DayCounts {
  day: number;
  /** Proposals made today (pairs whose week said YES on both sides). */
  proposals: number;
  /** Pairs introduced today (both approved). */
  introduced: number;
  datesPlanned: number;
  /** Check-ins answered this morning (each side of last night's dates). */
  checkInsAnswered?: number;
  /** The daily pass: the jobs' wall time. */
  passSeconds: number;
  /** The jobs the day ran by name, and their summed milliseconds (`<name> ms`). */
  jobs?: Record<string, number>;
  /** Proposals each member is in (every member in the pool), from the first day up to today. */
  receivedToDate: ReadonlyMap<string, number>;
  /** Members in a proposal made in the last 7 days (today included). */
  proposedThisWeek: ReadonlySet<string>;
}

export interface DayFigures {
  day: number;
  proposals: number;
  /** Introduced ÷ proposals today (both approved; approvals of earlier days' proposals count today). */
  approvedByBoth: number;
  datesPer100Active: number;
  /** Gini of proposals received so far, over every member in the pool. */
  giniReceived: number;
  /** Share of active members in ≥ 1 proposal within the last 7 days. */
  activeWithWeeklyProposal: number;
  passSeconds: number;
}

const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);

/** `members`: everyone in the pool; `active`: those the model gives a real chance to open the app. */
export function dayFigures(counts: DayCounts, members: readonly string[], active: readonly string[]): DayFigures {
  return {
    day: counts.day,
    proposals: counts.proposals,
    approvedByBoth: ratio(counts.introduced, counts.proposals),
    datesPer100Active: ratio(100 * counts.datesPlanned, active.length),
    giniReceived: gini(members.map((m) => counts.receivedToDate.get(m) ?? 0)),
    activeWithWeeklyProposal: ratio(active.filter((m) => counts.proposedThisWeek.has(m)).length, active.length),
    passSeconds: counts.passSeconds,
  };
}

/** The mean over whole weeks (days 7, 14, …) of the share of `who` in a proposal made that week (NaN under a week). */
function weeklyShare(counts: readonly DayCounts[], who: readonly string[]): number {
  const weekEnds = counts.filter((c) => c.day % 7 === 0);
  if (!weekEnds.length) return NaN;
  return weekEnds.reduce((s, c) => s + ratio(who.filter((m) => c.proposedThisWeek.has(m)).length, who.length), 0) / weekEnds.length;
}

export interface RunFigures {
  days: number;
  proposals: number;
  introduced: number;
  approvedByBoth: number;
  datesPlanned: number;
  datesPer100Active: number;
  checkInsAnswered: number;
  giniReceived: number;
  /** Mean over the run's whole weeks (days 7, 14, …) of the share of active members proposed in that week. */
  activeWithWeeklyProposal: number;
  /** Share of active members never in a proposal in the whole run. */
  activeWithNoProposal: number;
  /** The weekly share (as activeWithWeeklyProposal) over the active members with ≥ ADMITTED_CANDIDATES candidates (the goal). */
  admittedWithWeeklyProposal: number;
  passSecondsMean: number;
  passSecondsMax: number;
}

/**
 * The run's totals from its days (in order); the last day's counts say who received what. `admitted`:
 * the active members whose preferences admit ≥ ADMITTED_CANDIDATES candidates (all active when not given).
 */
export function runFigures(
  days: readonly DayFigures[],
  counts: readonly DayCounts[],
  members: readonly string[],
  active: readonly string[],
  admitted: readonly string[] = active,
): RunFigures {
  const proposals = counts.reduce((s, c) => s + c.proposals, 0);
  const introduced = counts.reduce((s, c) => s + c.introduced, 0);
  const datesPlanned = counts.reduce((s, c) => s + c.datesPlanned, 0);
  const last = counts.at(-1);
  const weekEnds = days.filter((d) => d.day % 7 === 0);
  const received = last?.receivedToDate ?? new Map<string, number>();
  return {
    days: days.length,
    proposals,
    introduced,
    approvedByBoth: ratio(introduced, proposals),
    datesPlanned,
    datesPer100Active: ratio(100 * datesPlanned, active.length),
    checkInsAnswered: counts.reduce((s, c) => s + (c.checkInsAnswered ?? 0), 0),
    giniReceived: gini(members.map((m) => received.get(m) ?? 0)),
    activeWithWeeklyProposal: weekEnds.length ? weekEnds.reduce((s, d) => s + d.activeWithWeeklyProposal, 0) / weekEnds.length : NaN,
    activeWithNoProposal: ratio(active.filter((m) => !(received.get(m) ?? 0)).length, active.length),
    admittedWithWeeklyProposal: weeklyShare(counts, admitted),
    passSecondsMean: ratio(
      days.reduce((s, d) => s + d.passSeconds, 0),
      days.length,
    ),
    passSecondsMax: Math.max(0, ...days.map((d) => d.passSeconds)),
  };
}

/** Who the fairness goal speaks of: members whose preferences admit at least this many candidates. */
export const ADMITTED_CANDIDATES = 20;
