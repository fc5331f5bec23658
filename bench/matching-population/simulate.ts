import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/modules/agents';
import { answerCheckIn as saveCheckIn, decideAndIntroduce } from '../../src/server/modules/channels';
import { dateCheckInJob, runStep, startDatePlanning, type DatesDeps } from '../../src/server/modules/channels/testing';
import { countRelayedMessage } from '../../src/server/modules/outcomes';
import { answerTimes, pickSlot } from '../../src/shared/domain/date-plans/plan-flow';
import { seededRandom, type RandomFn } from '../../src/shared/lib/seeded-random';
import type { Population, PopulationMember } from '../matching/population';
import type { DayQueue } from './day-jobs';
import type { DayCounts } from './metrics';
import { afterIntroduction, answerCheckIn, answerProposal, opensApp } from './people';

/**
 * One simulated day of the population bench (docs/matching.md "The population bench"), each act
 * through the module function the routes and jobs call: at 10:30 yesterday's dates get their
 * check-ins (the real job) and the people answer them; at 11:00 the agent's jobs run (expiry, the daily
 * pass and its weeks); at 12:00 whoever opens the app decides on their open proposals; at 13:00 the
 * pairs introduced today talk through the relay's counter and may agree on a date at 19:00 that evening.
 */
export const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Both answer the date flow's question in these words (the real parser reads them). */
export const DATE_TIMES = 'today 7pm to 9pm';
/** People act this many at a time (a decision, a date, a check-in). */
const PEOPLE_AT_ONCE = 4;

/** Nobody in the bench has a chat connected: what would be sent goes nowhere, and counts as delivered. */
const notify = async () => true;
/** The bench's day runs the ranker's update and refit itself after the answers (ranker-seam.ts `afterDay`). */
const noTrigger = { trigger: async () => {} };

export interface SimulationState {
  db: Database;
  population: Population;
  /** Model id → user id, and back. */
  userIds: Map<string, string>;
  memberOf: Map<string, PopulationMember>;
  queue: DayQueue;
  seed: number;
  start: Date;
  received: Map<string, number>;
  /** Per day, the members in a proposal made that day. */
  proposedOn: Set<string>[];
  /** Plans agreed yesterday, for this morning's check-ins. */
  datesLastNight: { planId: string; low: string; high: string }[];
}

async function inParallel<T>(items: readonly T[], at: number, f: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await f(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(at, items.length) }, worker));
}

const at = (s: SimulationState, day: number, hours: number) => new Date(s.start.getTime() + (day - 1) * DAY_MS + hours * HOUR_MS);

async function morningCheckIns(s: SimulationState, now: Date, rng: RandomFn) {
  const m = { notify, deps: { db: s.db } };
  await dateCheckInJob.run(m, now);
  const dates = s.datesLastNight;
  s.datesLastNight = [];
  const draws = dates.map(() => rng());
  const sides = dates.flatMap((d, i) => [
    { d, me: d.low, other: d.high, metDraw: draws[i]!, rng: seededRandom(Math.floor(rng() * 2 ** 31)) },
    { d, me: d.high, other: d.low, metDraw: draws[i]!, rng: seededRandom(Math.floor(rng() * 2 ** 31)) },
  ]);
  let answered = 0;
  await inParallel(sides, PEOPLE_AT_ONCE, async ({ d, me, other, metDraw, rng: own }) => {
    const [row] = rowsOf<{ id: string }>(
      await s.db.execute(sql`select id from date_check_ins where plan_id = ${d.planId} and user_id = ${me}`),
    );
    if (!row) return;
    const answer = answerCheckIn(s.population, s.memberOf.get(me)!, s.memberOf.get(other)!, metDraw, own);
    const result = await saveCheckIn({ db: s.db, jobs: noTrigger }, me, row.id, answer, 'chat', now);
    if (result.kind === 'answered') answered++;
  });
  return answered;
}

type OpenSide = { pairId: string; userId: string; otherId: string };

async function openDecisions(db: Database, now: Date): Promise<OpenSide[]> {
  const rows = rowsOf<{ id: string; low_user_id: string; high_user_id: string; low_decision: string | null; high_decision: string | null }>(
    await db.execute(sql`
      select id, low_user_id, high_user_id, low_decision, high_decision from agent_pairs
      where status in ('proposed', 'passed') and expires_at > ${now.toISOString()}::timestamptz
        and (low_decision is null or high_decision is null)
      order by id`),
  );
  return rows.flatMap((r) => [
    ...(r.low_decision === null ? [{ pairId: r.id, userId: r.low_user_id, otherId: r.high_user_id }] : []),
    ...(r.high_decision === null ? [{ pairId: r.id, userId: r.high_user_id, otherId: r.low_user_id }] : []),
  ]);
}

async function planDate(s: SimulationState, pairId: string, now: Date): Promise<string | null> {
  const m: DatesDeps = { notify, deps: { db: s.db, now: () => now, jobs: noTrigger } };
  const started = await startDatePlanning(m, pairId);
  if (!started) return null;
  const { planId } = started;
  await runStep(m, planId, (state, ctx) => answerTimes(state, 'low', DATE_TIMES, ctx), `bench:${planId}:low`);
  await runStep(m, planId, (state, ctx) => answerTimes(state, 'high', DATE_TIMES, ctx), `bench:${planId}:high`);
  await runStep(m, planId, (state) => pickSlot(state, 'low', state.round, 0), `bench:${planId}:pick-low`);
  const effects = await runStep(m, planId, (state) => pickSlot(state, 'high', state.round, 0), `bench:${planId}:pick-high`);
  return effects.some((e) => e.say === 'agreed') ? planId : null;
}

/** Day `day` (1-based); returns its counts for the measures. */
export async function simulateDay(s: SimulationState, day: number): Promise<DayCounts> {
  const rng = seededRandom(s.seed * 1009 + day);
  const checkInsAnswered = day > 1 ? await morningCheckIns(s, at(s, day, 10.5), rng) : 0;

  const jobsAt = at(s, day, 11);
  const started = performance.now();
  const jobs = await s.queue.runDay(jobsAt);
  const passSeconds = (performance.now() - started) / 1000;
  const proposedToday = rowsOf<{ low_user_id: string; high_user_id: string }>(
    await s.db.execute(sql`select low_user_id, high_user_id from agent_pairs where proposed_at = ${jobsAt.toISOString()}::timestamptz`),
  );
  const today = new Set<string>();
  for (const p of proposedToday)
    for (const u of [p.low_user_id, p.high_user_id]) {
      s.received.set(u, (s.received.get(u) ?? 0) + 1);
      today.add(u);
    }
  s.proposedOn.push(today);

  const decideAt = at(s, day, 12);
  const opened = new Map<string, boolean>();
  const sides = (await openDecisions(s.db, decideAt)).filter(({ userId }) => {
    if (!opened.has(userId)) opened.set(userId, opensApp(s.memberOf.get(userId)!, rng));
    return opened.get(userId);
  });
  const decisions = sides.map((side) => ({
    ...side,
    decision: answerProposal(s.population, s.memberOf.get(side.userId)!, s.memberOf.get(side.otherId)!, rng),
  }));
  // NOTE: by pair: when both approve at once, both may read the pair introduced afterwards.
  const introducedBy = new Map<string, OpenSide>();
  await inParallel(decisions, PEOPLE_AT_ONCE, async (d) => {
    const outcome = await decideAndIntroduce(s.db, { notify, jobs: noTrigger }, d.userId, d.pairId, d.decision, decideAt, {
      source: 'web',
    });
    if (outcome.kind === 'shown' && outcome.card.state === 'introduced' && d.decision === 'approve') introducedBy.set(d.pairId, d);
  });

  const introduced = [...introducedBy.values()].sort((a, b) => (a.pairId < b.pairId ? -1 : 1));
  const talkAt = at(s, day, 13);
  const plans = introduced.map((p) => ({
    p,
    after: afterIntroduction(s.population, s.memberOf.get(p.userId)!, s.memberOf.get(p.otherId)!, rng),
  }));
  let datesPlanned = 0;
  await inParallel(plans, PEOPLE_AT_ONCE, async ({ p, after }) => {
    for (let i = 0; i < after.messages.ab; i++) await countRelayedMessage(s.db, p.pairId, p.userId, p.otherId, talkAt);
    for (let i = 0; i < after.messages.ba; i++) await countRelayedMessage(s.db, p.pairId, p.otherId, p.userId, talkAt);
    if (!after.datePlanned) return;
    const planId = await planDate(s, p.pairId, talkAt);
    if (!planId) return;
    datesPlanned++;
    const [low, high] = p.userId < p.otherId ? [p.userId, p.otherId] : [p.otherId, p.userId];
    s.datesLastNight.push({ planId, low, high });
  });

  const week = new Set(s.proposedOn.slice(-7).flatMap((d) => [...d]));
  return {
    day,
    proposals: proposedToday.length,
    introduced: introduced.length,
    datesPlanned,
    checkInsAnswered,
    passSeconds,
    jobs,
    receivedToDate: new Map(s.received),
    proposedThisWeek: week,
  };
}
