import { beforeAll, describe, expect, it } from 'vitest';
import { PROPOSAL } from '@shared/domain/week/week-signals';
import type { Persona, TranscriptEntry } from '@shared/domain/matching/persona';
import { runSimulation } from '../run-simulation';
import type { SimulateWindowParams } from '../schemas/simulation';
import { realisticPair } from '../testing/realistic-pairs';
import { anecdotesFor, anecdotesTold, moodOfMessage } from './anecdotes';
import { ACCEPT, CONFIRM, LOOKING_FORWARD, PLAN_DETAIL } from './phrases/plans';
import { DRY_REACTIONS, HOOK_REPLIES, REACTION_OPENERS, REACTION_TAILS, TASTE_TAILS, type Tagged } from './phrases/reactions';
import { personaTopics } from './topics';
import { writeWindow } from './window-writer';

/**
 * Text quality of the offline week over 200 seeds of realistic pairs: two people, not one phrase book.
 * Each seed is simulated once (the first 100 also a second run of the same person with another match) and every
 * assertion reads the shared fixtures. docs/compatibility.md reports the figures this prints.
 */
const SEEDS = Array.from({ length: 200 }, (_, i) => i);
const engine = { simulateWindow: async (input: unknown) => ({ messages: writeWindow(input as SimulateWindowParams) }) };

type Run = { personaA: Persona; personaB: Persona; transcript: TranscriptEntry[] };
const first: Run[] = [];
const second: Run[] = [];
const texts = (r: Run) => r.transcript.map((e) => e.text);

const TIMEOUT_MS = 120_000;
/** Seeds that also simulate the person's next run (with another match), for the cross-run rule. */
const CROSS_RUN_SEEDS = 100;

const BANK: Tagged[] = [...REACTION_OPENERS.high, ...REACTION_OPENERS.low];
const TAILS: Tagged[] = [...REACTION_TAILS.high, ...REACTION_TAILS.low, ...TASTE_TAILS.high, ...TASTE_TAILS.low];
/** "Opener, tail." at the start of a message, longest opener first ("Oh my god" before "Oh"). */
function reactionAt(text: string): { opener: Tagged; tail: Tagged } | null {
  for (const opener of [...BANK].sort((x, y) => y.text.length - x.text.length)) {
    if (!text.startsWith(`${opener.text}, `)) continue;
    const rest = text.slice(opener.text.length + 2);
    const tail = TAILS.find((t) => rest.startsWith(`${t.text}.`) || rest.startsWith(`${t.text}!`));
    if (tail) return { opener, tail };
  }
  return null;
}

describe('offline text quality over 200 seeds', () => {
  beforeAll(async () => {
    for (const seed of SEEDS) {
      const pair = realisticPair(seed, 7);
      const run = { ...pair, transcript: (await runSimulation(engine, { ...pair, seed })).transcript };
      first.push(run);
      if (seed >= CROSS_RUN_SEEDS) continue;
      // The same person's next run, with another match, told to avoid the first run's anecdotes.
      const personaB = realisticPair(seed + 1000, 7).personaB;
      const avoidAnecdotes = anecdotesTold(run.transcript, run.personaA, run.personaB).map((a) => a.id);
      second.push({
        personaA: pair.personaA,
        personaB,
        transcript: (await runSimulation(engine, { personaA: pair.personaA, personaB, seed: seed + 500, avoidAnecdotes })).transcript,
      });
    }
  }, TIMEOUT_MS);

  it('never has both speakers tell the same anecdote, nor anyone tell one twice', () => {
    let reusedAcrossSpeakers = 0;
    let toldTwice = 0;
    for (const run of [...first, ...second]) {
      const told = anecdotesTold(run.transcript, run.personaA, run.personaB);
      const roles = new Map<string, Set<string>>();
      for (const { id, role } of told) roles.set(id, (roles.get(id) ?? new Set()).add(role));
      reusedAcrossSpeakers += [...roles.values()].filter((r) => r.size > 1).length;
      toldTwice += told.length - roles.size;
    }
    console.info('anecdote reuse across speakers', reusedAcrossSpeakers, 'told twice', toldTwice);
    expect(reusedAcrossSpeakers).toBe(0);
    expect(toldTwice).toBe(0);
  });

  it("never reuses an anecdote of the person's earlier run when given its ids", () => {
    let reused = 0;
    expect(second).toHaveLength(CROSS_RUN_SEEDS);
    second.forEach((_, i) => {
      const before = new Set(anecdotesTold(first[i]!.transcript, first[i]!.personaA, first[i]!.personaB).map((a) => a.id));
      reused += anecdotesTold(second[i]!.transcript, second[i]!.personaA, second[i]!.personaB).filter((a) => before.has(a.id)).length;
    });
    expect(reused).toBe(0);
  });

  it('never repeats a line within a run, and reports distinct bigrams per run', () => {
    const counts: number[] = [];
    const ratios: number[] = [];
    let repeatedSentences = 0;
    for (const run of first) {
      const lines = texts(run).map((t) => t.toLowerCase());
      expect(new Set(lines).size).toBe(lines.length);
      // Nor a sentence of three words or more ("Okay." may recur; "I could talk about hiking all day." may not).
      const sentences = lines
        .flatMap((l) => l.split(/(?<=[.!?:])\s+/))
        .map((x) => x.replace(/[^\p{L}\p{N} ]+/gu, '').trim())
        .filter((x) => x.split(' ').length >= 3);
      repeatedSentences += sentences.length - new Set(sentences).size;
      const words = lines
        .join(' \n ')
        .replace(/[^\p{L}\p{N}'\n ]+/gu, ' ')
        .split(/\s+/)
        .filter(Boolean);
      const bigrams = words
        .slice(1)
        .map((w, i) => `${words[i]} ${w}`)
        .filter((b) => !b.includes('\n'));
      counts.push(new Set(bigrams).size);
      ratios.push(new Set(bigrams).size / bigrams.length);
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    console.info(
      'distinct bigrams per run: mean',
      Math.round(mean(counts)),
      'min',
      Math.min(...counts),
      '| distinct share: mean',
      mean(ratios).toFixed(3),
      'min',
      Math.min(...ratios).toFixed(3),
    );
    expect(repeatedSentences).toBe(0);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(150);
    expect(Math.min(...ratios)).toBeGreaterThanOrEqual(0.6);
  });

  it('has no mismatched reaction (each fits the mood of what it answers, by the tagged bank) and no shared pet interjection', () => {
    let reactions = 0;
    let mismatched = 0;
    // Pet phrases: an interjection one speaker uses is never used by the other in the same run.
    let sharedOpeners = 0;
    for (const run of [...first, ...second]) {
      const catalogue = anecdotesFor(run.personaA, run.personaB);
      const openers = { a: new Set<string>(), b: new Set<string>() };
      run.transcript.forEach((e) => {
        const r = reactionAt(e.text);
        if (r) openers[e.role].add(r.opener.text);
      });
      sharedOpeners += [...openers.a].filter((o) => openers.b.has(o)).length;
      run.transcript.forEach((e, i) => {
        const heard = run.transcript[i - 1];
        const found = reactionAt(e.text);
        const dry = DRY_REACTIONS.find((d) => e.text.startsWith(d));
        const hookReply = HOOK_REPLIES.find((r) => e.text.startsWith(r.text));
        if (!found && !dry && !hookReply) return;
        reactions++;
        const mood = heard && heard.day === e.day && heard.window === e.window ? moodOfMessage(heard.text, catalogue) : null;
        const ok =
          mood !== null &&
          (found
            ? found.opener.fits.includes(mood) && found.tail.fits.includes(mood)
            : hookReply
              ? hookReply.fits.includes(mood)
              : mood === 'taste');
        if (!ok) mismatched++;
      });
    }
    console.info('reactions', reactions, 'mismatched', mismatched);
    expect(sharedOpeners).toBe(0);
    expect(reactions).toBeGreaterThan(200);
    expect(mismatched).toBe(0);
  });

  it('never refers to a plan that was not made, and keeps plural topics in agreement', () => {
    const followUps = [
      ...CONFIRM,
      ...LOOKING_FORWARD.high,
      ...LOOKING_FORWARD.low,
      ...PLAN_DETAIL,
      ...ACCEPT.eager,
      ...ACCEPT.calm,
      ...ACCEPT.careful,
    ].map((l) => l.slice(0, -1).toLowerCase());
    for (const run of [...first, ...second]) {
      const proposedAt = run.transcript.findIndex((e) => PROPOSAL.test(e.text));
      run.transcript.forEach((e, i) => {
        const lower = e.text.toLowerCase();
        if (followUps.some((f) => lower.includes(f))) expect(proposedAt, e.text).toBeGreaterThanOrEqual(0);
        if (followUps.some((f) => lower.includes(f))) expect(i, e.text).toBeGreaterThan(proposedAt);
        expect(e.text).not.toMatch(/\b(films|games|dogs|board games)\s+(is|was|has)\b/i);
      });
      // A question about a plan ("How was the night hike?") only after the other person announced it.
      const hooks = [run.personaA, run.personaB].flatMap((p, k) =>
        personaTopics(p).flatMap((t) => t.hooks.map((h) => ({ ...h, owner: k === 0 ? 'a' : 'b' }))),
      );
      for (const hook of hooks) {
        const asked = run.transcript.findIndex((e) => e.text.includes(hook.ask));
        if (asked < 0) continue;
        const said = run.transcript.findIndex((e) => e.text.toLowerCase().includes(hook.plan.toLowerCase()));
        expect(said, hook.ask).toBeGreaterThanOrEqual(0);
        expect(said).toBeLessThan(asked);
      }
    }
  });

  it('never names the match Maya', () => {
    for (const run of [...first, ...second]) expect(run.transcript.some((e) => /\bMaya\b/.test(e.text))).toBe(false);
  });
});
