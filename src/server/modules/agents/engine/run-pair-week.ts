import { anyOpenHold } from '../safety-holds/safety-holds';
import { pairBlocked } from '../shortlist/shortlist-store';
import { and, eq, sql } from 'drizzle-orm';
import { pairVerdicts, swapRoles } from '@shared/domain/agents/pair-verdicts';
import { sharedInterests } from '@shared/domain/matching/shared-interests';
import { planSimulation } from '@shared/domain/week/simulation-plan';
import type { WeekVerdict } from '@shared/domain/week/week-verdict';
import { checkVerdict, type CheckedVerdict } from '@shared/domain/week/verdict-check';
import type { Persona } from '@shared/domain/matching/persona';
import { agentPairs } from '../../../db/schema';
import { scanModelText, withCallLedger, type AiEngine } from '@server/modules/ai';
import { runWeek } from '@server/modules/simulation';
import { utcDay, type AgentDeps } from './agent-deps';
import { memberDisplayNames, memberPersona, surnamesOf } from './member-persona';
import { chargeBudget, countingEngine, isModelOutage, RetryableAgentError, withinBudget } from './model-calls';
import { inPool, loadPoolMembers } from './pool-member';

export type PairWeekOutcome = 'proposed' | 'declined' | 'closed' | 'skipped' | 'deferred';

const DAY_MS = 86_400_000;

const verdictJson = (v: WeekVerdict, summary: string) => ({
  decision: v.decision,
  score: v.score,
  confidence: v.confidence,
  why: v.why,
  summary,
});

/**
 * The week once, both verdicts, and the high side's own summary; a model outage becomes RetryableAgentError.
 * Each side's decision is its conclusion's structured verdict checked against the week (verdict-check.ts), and
 * `privateNames` (both members' surnames) are redacted from whatever the engine wrote.
 */
export async function theWeek(ai: AiEngine, personaLow: Persona, personaHigh: Persona, seed: number, privateNames: string[]) {
  try {
    let low: { verdict: CheckedVerdict; redacted: number } | undefined;
    const week = await runWeek(ai, { personaA: personaLow, personaB: personaHigh, seed, privateNames, onChecked: (c) => (low = c) });
    const computed = pairVerdicts(personaLow, personaHigh, week.transcript);
    const highTranscript = swapRoles(week.transcript);
    const highConclusion = await ai.concludeSimulation({
      personaA: personaHigh,
      personaB: personaLow,
      transcript: highTranscript,
      score: computed.high.score,
      decision: computed.high.decision,
    });
    const high = checkVerdict(highConclusion.verdict.decision, computed.high.decision, highTranscript);
    const highSummary = scanModelText(highConclusion.week_summary, privateNames);
    const verdicts = {
      low: { ...computed.low, decision: week.final.decision },
      high: { ...computed.high, decision: high.decision },
    };
    const checks = {
      redacted: (low?.redacted ?? 0) + highSummary.found,
      overruled: { low: low?.verdict.overruled ?? null, high: high.overruled },
    };
    return { week, verdicts, highSummary: { week_summary: highSummary.text }, checks };
  } catch (err) {
    if (isModelOutage(err)) throw new RetryableAgentError('the model is rate-limited or down', { cause: err });
    throw err;
  }
}

/**
 * The agents' week for one screened pair (docs/agents.md): run once between both members'
 * personas, each side's verdict in its own words, stored once; YES on both sides proposes the pair
 * to both people, anything else declines it. Idempotent: a pair no longer 'screened' is skipped,
 * and the final move is one UPDATE … WHERE status = 'screened'. A model outage throws
 * RetryableAgentError before anything is written.
 */
export async function runPairWeek(deps: AgentDeps, pairId: string, now: Date): Promise<PairWeekOutcome> {
  const { db } = deps;
  const [pair] = await db
    .select({
      status: agentPairs.status,
      lowUserId: agentPairs.lowUserId,
      highUserId: agentPairs.highUserId,
      seed: agentPairs.seed,
      blocked: sql<boolean>`${pairBlocked}`,
    })
    .from(agentPairs)
    .where(eq(agentPairs.id, pairId))
    .limit(1);
  if (!pair || pair.status !== 'screened') return 'skipped';
  if (pair.blocked) {
    await db
      .update(agentPairs)
      .set({ status: 'closed', updatedAt: now })
      .where(and(eq(agentPairs.id, pairId), eq(agentPairs.status, 'screened')));
    return 'closed';
  }
  const today = utcDay(now);
  const members = [pair.lowUserId, pair.highUserId];
  const pool = await loadPoolMembers(db, members, today);
  const [low, high] = [pool.get(pair.lowUserId) ?? null, pool.get(pair.highUserId) ?? null];
  // A paused member (or one who removed their preferences) keeps the pair screened: it runs when they are back.
  if (!inPool(low) || !inPool(high)) return 'skipped';
  // So does a member on a safety hold (ADR 056): the week waits until a moderator has looked.
  if (await anyOpenHold(db, members)) return 'skipped';
  if (!low.hexacoScores || !high.hexacoScores) return 'skipped';
  // One read of both profiles: the personas' first names and the surnames no engine may write.
  const names = await memberDisplayNames(db, members);
  const [personaLow, personaHigh] = [memberPersona(low, names.get(low.userId)), memberPersona(high, names.get(high.userId))];
  if (!personaLow || !personaHigh) return 'skipped';
  const surnames = surnamesOf(members.map((id) => names.get(id)));
  const needed = planSimulation(pair.seed).length + 2; // a window each, and one conclusion per side
  if (!(await withinBudget(db, members, today, needed, deps.config.dailyModelCalls))) return 'deferred';
  if (deps.ai.circuitState?.() === 'open') throw new RetryableAgentError('the model is paused (circuit open)');

  const counted = countingEngine(deps.ai);
  // A week that is retried still cost the requests it sent, repairs included: charged before it is thrown.
  const retried = async (err: Error, sent: number): Promise<never> => {
    if (sent > 0) await chargeBudget(db, members, today, sent, now);
    throw err;
  };
  const { value, ledger } = await withCallLedger(async (spent) => {
    try {
      return await theWeek(counted.engine, personaLow, personaHigh, pair.seed, surnames);
    } catch (err) {
      return retried(err instanceof Error ? err : new Error(String(err)), spent.modelCalls);
    }
  });
  const { week, verdicts, highSummary, checks } = value;
  // NOTE: the guarded engine stands in with the offline engine when the model fails mid-week: a week is all
  // one engine's, so one half written offline is dropped and the job retried later (issue 43 item 4).
  if (deps.ai.circuitState?.() === 'open')
    return retried(new RetryableAgentError('the model failed during the week (circuit open)'), ledger.modelCalls);
  if (deps.ai.kind === 'openai' && ledger.fallbacks.length > 0)
    return retried(
      new RetryableAgentError(`the offline engine answered ${ledger.fallbacks.join(', ')} in a model week; the week is retried whole`),
      ledger.modelCalls,
    );
  // Every request the model server got, repairs and step-downs included; offline, the engine's operations.
  const calls = Math.max(counted.calls(), ledger.modelCalls);

  const proposed = verdicts.low.decision === 'YES' && verdicts.high.decision === 'YES';
  const shared = sharedInterests(personaLow.social.topics, personaHigh.social.topics);
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(agentPairs)
      .set({
        status: proposed ? 'proposed' : 'declined',
        week: {
          transcript: week.transcript,
          week_summary: { low: week.week_summary, high: highSummary.week_summary },
          persona_low: personaLow,
          persona_high: personaHigh,
          shared_interests: shared,
          checks,
        },
        lowVerdict: verdictJson(verdicts.low, week.week_summary),
        highVerdict: verdictJson(verdicts.high, highSummary.week_summary),
        weekAt: now,
        proposedAt: proposed ? now : null,
        expiresAt: proposed ? new Date(now.getTime() + deps.config.proposalDays * DAY_MS) : null,
        // A demo member has no person behind it: its side approves as the proposal is made.
        lowDecision: proposed && low.demo ? 'approve' : null,
        highDecision: proposed && high.demo ? 'approve' : null,
        updatedAt: now,
      })
      .where(and(eq(agentPairs.id, pairId), eq(agentPairs.status, 'screened')))
      .returning({ id: agentPairs.id });
    await chargeBudget(tx, members, today, calls, now);
    if (moved.length === 0) return 'skipped';
    return proposed ? 'proposed' : 'declined';
  });
}
