import { expand, fill } from './line-book';
import { otherRole } from './history-view';
import { DEEPER_QUESTIONS, DEEPER_SEGUE, WARMTH } from './phrases/deeper';
import { PROPOSAL } from './phrases/plans';
import { moodOfMessage } from './anecdotes';
import { DRY_REACTIONS, fits, REACTION_OPENERS, REACTION_TAILS, TASTE_TAILS } from './phrases/reactions';
import { CLOSINGS, FILLER_OPENERS, FILLER_THOUGHTS, TIME_GREETING } from './phrases/small-talk';
import { FAVOURITE_CALLBACK, HOOK_ASK_PREFIX } from './phrases/topic-talk';
import { ownPart, type Move, type Speaker, type WindowContext } from './window-context';

const names = (ctx: WindowContext, speaker: Speaker) => ({ name: ctx.speakers[otherRole(speaker.role)].voice.name });

export function timeGreeting(ctx: WindowContext, speaker: Speaker): Move | null {
  const options = TIME_GREETING[ctx.time].map((g) => ({ ...g, text: fill(g.text, names(ctx, speaker)) }));
  const picked = ctx.lines.take(
    ctx.rng,
    options.map((o) => o.text),
  );
  if (!picked) return null;
  const asks = options.find((o) => o.text === picked)?.asks ?? false;
  return { sentences: [picked], pending: asks ? { kind: 'howday', askBack: true } : null };
}

/**
 * "Interjection, evaluation." in the speaker's energy and from their own half of the bank, both
 * fitting the mood of what was just said (phrases/reactions.ts); after a favourite, about taste.
 */
export function reaction(ctx: WindowContext, speaker: Speaker, heard: string): string | null {
  const { voice } = speaker;
  const mood = moodOfMessage(heard, ctx.anecdotes);
  if (mood === 'taste' && voice.dry && ctx.rng.chance(0.4)) {
    const dry = ctx.lines.take(ctx.rng, ownPart(ctx, speaker, DRY_REACTIONS));
    if (dry) return dry;
  }
  const end = voice.energy === 'high' ? '!' : '.';
  const tails = mood === 'taste' && ctx.rng.chance(0.6) ? TASTE_TAILS[voice.energy] : REACTION_TAILS[voice.energy];
  const usable = <T extends { text: string; fits: readonly string[] }>(items: readonly T[]) =>
    ownPart(ctx, speaker, items)
      .filter((w) => fits(w as never, mood) && !ctx.reactionWords.has(w.text))
      .map((w) => w.text);
  const candidates = usable(REACTION_OPENERS[voice.energy]).flatMap((o) => usable(tails).map((t) => `${o}, ${t}${end}`));
  const line = ctx.lines.take(ctx.rng, candidates);
  if (line) for (const word of line.slice(0, -1).split(', ')) ctx.reactionWords.add(word);
  return line;
}

export function deeperQuestion(ctx: WindowContext): Move | null {
  const open = DEEPER_QUESTIONS.map((d, index) => ({ d, index })).filter(({ d }) => ctx.lines.isFresh(d.q));
  if (open.length === 0) return null;
  const { d, index } = ctx.rng.pick(open);
  const question = ctx.lines.take(ctx.rng, [d.q]);
  if (!question) return null;
  const segue = ctx.rng.chance(0.5) ? ctx.lines.take(ctx.rng, DEEPER_SEGUE.filter(Boolean)) : null;
  return { sentences: [segue ?? '', question], pending: { kind: 'deeper', index, askBack: true } };
}

export function deeperAnswer(ctx: WindowContext, speaker: Speaker, index: number): string | null {
  const d = DEEPER_QUESTIONS[index];
  if (!d) return null;
  return ctx.lines.take(ctx.rng, [...d.answers[speaker.voice.energy], ...d.answers.any]);
}

/** Ask about something the other person said they'd do on an earlier day. */
export function hookCallback(ctx: WindowContext, asker: Speaker): Move | null {
  const owner = otherRole(asker.role);
  for (const topic of ctx.rng.shuffle(ctx.speakers[owner].topics)) {
    for (const hook of topic.hooks) {
      const said = ctx.history.firstSaid(hook.plan);
      if (!said || said.role !== owner || said.day >= ctx.day || ctx.history.mentions(hook.ask)) continue;
      const prefix = ctx.lines.take(ctx.rng, HOOK_ASK_PREFIX.filter(Boolean));
      ctx.topicsHere.push(topic);
      return { sentences: [ctx.rng.chance(0.6) ? (prefix ?? '') : '', hook.ask], pending: { kind: 'hookCallback', hook } };
    }
  }
  return null;
}

/** Bring back a favourite the other person mentioned on an earlier day. */
export function favouriteCallback(ctx: WindowContext, speaker: Speaker): Move | null {
  const owner = otherRole(speaker.role);
  // NOTE: favourites written in the first person ("my grandmother's cake") can't be quoted back.
  const favs = ctx.speakers[owner].topics
    .flatMap((t) => t.favourites)
    .filter((f) => !/\b(my|i|i'm)\b/i.test(f))
    .filter((f) => {
      const said = ctx.history.firstSaid(f);
      return said?.role === owner && said.day < ctx.day;
    })
    // Quoted back once at most: a second callback to the same favourite reads like a phrase book.
    .filter((f) => ctx.history.count(f) < 2);
  const line = favs.length > 0 ? ctx.lines.take(ctx.rng, expand(FAVOURITE_CALLBACK, 'fav', favs)) : null;
  return line ? { sentences: [line], pending: { kind: 'favCallback' } } : null;
}

export function warmthLine(ctx: WindowContext, speaker: Speaker): Move | null {
  const line = ctx.lines.take(ctx.rng, WARMTH[speaker.voice.energy]);
  return line ? { sentences: [line], pending: { kind: 'warmth' } } : null;
}

/** A date idea from the topics they share, else from the listener's topics. */
export function proposePlan(ctx: WindowContext, speaker: Speaker): Move | null {
  const listener = ctx.speakers[otherRole(speaker.role)];
  const mine = new Set(speaker.topics.map((t) => t.key));
  const shared = listener.topics.filter((t) => mine.has(t.key));
  const ideas = (shared.length > 0 ? shared : ctx.agenda).flatMap((t) => t.dateIdeas);
  const line = ctx.lines.take(ctx.rng, expand(PROPOSAL[speaker.voice.specific ? 'specific' : 'loose'], 'idea', ideas));
  return line ? { sentences: [line], pending: { kind: 'plan' } } : null;
}

export function closing(ctx: WindowContext, speaker: Speaker): string | null {
  return ctx.lines.take(
    ctx.rng,
    ownPart(ctx, speaker, CLOSINGS[ctx.time]).map((c) => fill(c, names(ctx, speaker))),
  );
}

/** Ways to say "nothing new, still here", each said once per run like every other line. */
const STILL_HERE = [
  "Day {day}, and I'm still enjoying this.",
  'No news from me, just saying hi.',
  'Quiet {time} here, nothing to report.',
  'Just checking in this {time}.',
  'Not much happening on my end today.',
];

/**
 * Last resort, so a message is never empty: a filler thought, then a "still here" line, each from
 * the line book like everything else. null when even those are used up: the caller then ends the
 * window rather than repeat itself. NOTE: a fixed fallback used to repeat on days when a pair had
 * run out of things to say (text-quality.test.ts caught it with version-2 personas).
 */
export function filler(ctx: WindowContext): string | null {
  const line = ctx.lines.take(
    ctx.rng,
    FILLER_OPENERS.flatMap((o) => FILLER_THOUGHTS.map((t) => `${o}: ${t}.`)),
  );
  return (
    line ??
    ctx.lines.take(
      ctx.rng,
      STILL_HERE.map((t) => fill(t, { day: String(ctx.day), time: ctx.time })),
    )
  );
}
