import type { Role } from './history-view';
import { otherRole } from './history-view';
import { warmthChance } from './chemistry';
import { DECLINE as DECLINE_PATTERN } from '@shared/domain/week/week-signals';
import { CONFIRM } from './phrases/plans';
import { WARMTH } from './phrases/deeper';
import type { TimeOfDay } from './phrases/small-talk';
import type { TopicLexicon } from '../../../domain/topics/topic-catalogue';
import type { WindowContext } from './window-context';

/** What a window is mostly about; the arc of the week comes from the order of these. */
export type Beat = 'intro' | 'topic' | 'callback' | 'deeper' | 'warmth' | 'plan' | 'confirm';

export function timeOfDay(window: number, windowsToday: number): TimeOfDay {
  if (window >= windowsToday) return 'evening';
  if (window === 1) return 'morning';
  return 'afternoon';
}

/** A plan the other person announced on an earlier day and nobody has asked about yet. */
export function openHookOwner(ctx: WindowContext): Role | null {
  for (const role of ['a', 'b'] as const) {
    for (const hook of ctx.speakers[role].topics.flatMap((t) => t.hooks)) {
      const said = ctx.history.firstSaid(hook.plan);
      if (said && said.role === role && said.day < ctx.day && !ctx.history.mentions(hook.ask)) return role;
    }
  }
  return null;
}

export const planProposed = (ctx: WindowContext) => ctx.agenda.flatMap((t) => t.dateIdeas).some((idea) => ctx.history.mentions(idea));
// Without the final stop: a voice may have turned it into "!".
const planConfirmed = (ctx: WindowContext) => CONFIRM.some((line) => ctx.history.mentions(line.slice(0, -1)));
export const planDeclined = (ctx: WindowContext) => ctx.history.entries.some((e) => DECLINE_PATTERN.test(e.text));
const warmthSaid = (ctx: WindowContext) => [...WARMTH.high, ...WARMTH.low].some((line) => ctx.history.mentions(line));

export function chooseBeat(ctx: WindowContext): Beat {
  const { rng, day, days } = ctx;
  if (ctx.history.entries.length === 0) return 'intro';
  const lastEvening = day === days - 1 && ctx.window === ctx.windowsToday;
  if (day === days || (days > 2 && lastEvening && rng.chance(0.4))) {
    if (!planProposed(ctx)) return 'plan';
    if (!planConfirmed(ctx) && !planDeclined(ctx)) return 'confirm';
  }
  if (openHookOwner(ctx) && rng.chance(0.75)) return 'callback';
  if (day >= 4 && !warmthSaid(ctx) && rng.chance(warmthChance(ctx.chemistry))) return 'warmth';
  if (day >= 3 && rng.chance(0.4)) return 'deeper';
  return 'topic';
}

/** Who opens the window: the one with something to say for this beat, else the chattier one more often. */
export function chooseOpener(ctx: WindowContext, beat: Beat): Role {
  const ea = ctx.speakers.a.voice.extraversion;
  const eb = ctx.speakers.b.voice.extraversion;
  if (beat === 'callback') {
    const owner = openHookOwner(ctx);
    if (owner) return otherRole(owner);
  }
  if (beat === 'plan' && Math.abs(ea - eb) >= 0.1) return ea > eb ? 'a' : 'b';
  const pA = Math.min(0.8, Math.max(0.2, 0.5 + 0.6 * (ea - eb)));
  return ctx.rng.chance(pA) ? 'a' : 'b';
}

/** The least-discussed topic so far, shared ones first when tied. */
export function focusTopic(ctx: WindowContext, exclude: readonly TopicLexicon[] = []): TopicLexicon {
  const candidates = ctx.agenda.filter((t) => !exclude.some((e) => e.key === t.key));
  const pool = candidates.length > 0 ? candidates : ctx.agenda;
  const weight = (t: TopicLexicon) => ctx.history.count(t.label) + ctx.topicsHere.filter((h) => h.key === t.key).length;
  return pool.reduce((best, t) => (weight(t) < weight(best) ? t : best), pool[0]!);
}
