import type { SimulateWindowParams, SimulationMessage } from '../schemas/simulation';
import { chooseBeat, chooseOpener, focusTopic, planDeclined, planProposed, timeOfDay, type Beat } from './beats';
import { acceptsPlan, chemistryOf, leftOnReadChance } from './chemistry';
import { HistoryView, otherRole, type Role } from './history-view';
import { fill, LineBook, splitSentences } from './line-book';
import { LOOKING_FORWARD } from './phrases/plans';
import { anecdotesFor } from './anecdotes';
import { REACTION_OPENERS, REACTION_TAILS } from './phrases/reactions';
import { FIRST_HELLO } from './phrases/small-talk';
import { respond } from './respond';
import { rngFor } from './rng';
import {
  closing,
  deeperQuestion,
  favouriteCallback,
  filler,
  hookCallback,
  proposePlan,
  reaction,
  timeGreeting,
  warmthLine,
} from './social-moves';
import { askAboutTopic, shareAboutTopic } from './topic-moves';
import { personaTopics, topicAgenda } from './topics';
import { finishMessage, voiceOf, voiceSentences } from './voice';
import type { Move, Pending, Speaker, WindowContext } from './window-context';

const REACTION_WORDS = [...REACTION_OPENERS.high, ...REACTION_OPENERS.low, ...REACTION_TAILS.high, ...REACTION_TAILS.low].map(
  (w) => w.text,
);
/** Each reaction word as said: on its own, followed by punctuation (built once, not on every window). */
const REACTION_PATTERNS = REACTION_WORDS.map(
  (w) => [w, new RegExp(`(^|[^a-z])${w.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[,.!?]`, 'i')] as const,
);

/** Reaction words heard in the last few messages, so a reaction doesn't echo one from just before. */
function recentReactionWords(history: SimulateWindowParams['history']): Set<string> {
  const recent = history
    .slice(-8)
    .map((e) => e.text)
    .join('\n');
  return new Set(REACTION_PATTERNS.filter(([, pattern]) => pattern.test(recent)).map(([w]) => w));
}

function buildContext(p: SimulateWindowParams): WindowContext {
  const chemistry = chemistryOf(p.personaA, p.personaB, p.seed);
  const anecdotes = anecdotesFor(p.personaA, p.personaB);
  const lines = new LineBook(p.history.map((h) => h.text));
  const avoid = new Set(p.avoidAnecdotes);
  lines.avoid(anecdotes.filter((a) => avoid.has(a.id)).map((a) => a.text));
  const speaker = (role: Role, persona: SimulateWindowParams['personaA']): Speaker => ({
    role,
    persona,
    voice: voiceOf(persona),
    topics: personaTopics(persona),
  });
  return {
    rng: rngFor(p.seed, p.day, p.window, 'window'),
    lines,
    history: new HistoryView(p.history),
    speakers: { a: speaker('a', p.personaA), b: speaker('b', p.personaB) },
    seed: p.seed,
    day: p.day,
    days: p.days,
    window: p.window,
    windowsToday: p.windowsToday,
    time: timeOfDay(p.window, p.windowsToday),
    agenda: topicAgenda(p.personaA, p.personaB),
    topicsHere: [],
    askedHere: new Set(),
    reactionWords: recentReactionWords(p.history),
    chemistry,
    acceptsPlan: acceptsPlan(chemistry, p.seed),
    anecdotes,
    heard: '',
  };
}

/** Something new to say: first what the beat is about, then the topic of the moment, then a new topic. */
function initiative(ctx: WindowContext, s: Speaker, beat: Beat, done: Set<string>): Move | null {
  const listener = ctx.speakers[otherRole(s.role)];
  const once = (key: string, make: () => Move | null) => {
    if (done.has(key)) return null;
    done.add(key);
    return make();
  };
  const beatMove =
    beat === 'callback'
      ? once('callback', () => hookCallback(ctx, s) ?? favouriteCallback(ctx, s))
      : beat === 'warmth'
        ? (once('warmth', () => favouriteCallback(ctx, s) ?? warmthLine(ctx, s)) ?? once('warmth2', () => warmthLine(ctx, s)))
        : beat === 'deeper'
          ? once('deeper', () => deeperQuestion(ctx))
          : beat === 'plan'
            ? once('plan', () => proposePlan(ctx, s))
            : null;
  if (beatMove) return beatMove;
  const allowHook = ctx.day <= ctx.days - 2 && !done.has('hook') && ctx.rng.chance(0.45);
  const tried: Speaker['topics'] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    const topic = ctx.topicsHere.at(-1) && attempt === 0 ? ctx.topicsHere.at(-1)! : focusTopic(ctx, tried);
    tried.push(topic);
    const move = ctx.rng.chance(s.voice.askChance)
      ? (askAboutTopic(ctx, s, listener, topic) ?? shareAboutTopic(ctx, s, topic, allowHook))
      : (shareAboutTopic(ctx, s, topic, allowHook) ?? askAboutTopic(ctx, s, listener, topic));
    if (move) {
      if (move.pending?.kind === 'hookShared') done.add('hook');
      return move;
    }
  }
  return ctx.day >= 2 ? deeperQuestion(ctx) : null;
}

function openWindow(ctx: WindowContext, s: Speaker, beat: Beat, done: Set<string>): Move {
  const listener = ctx.speakers[otherRole(s.role)];
  if (beat === 'intro') {
    const hello =
      ctx.lines.take(
        ctx.rng,
        FIRST_HELLO[s.voice.energy].map((h) => fill(h, { name: listener.voice.name })),
      ) ?? '';
    const ask = askAboutTopic(ctx, s, listener, focusTopic(ctx));
    return { sentences: [hello, ...(ask?.sentences ?? [])], pending: ask?.pending ?? { kind: 'hello' } };
  }
  if (beat === 'confirm') return respond(ctx, s, { kind: 'planAccepted' }, true);
  const greeting = ctx.rng.chance(ctx.window === 1 ? 0.8 : 0.55) ? timeGreeting(ctx, s) : null;
  if (greeting?.pending) return greeting;
  const move = initiative(ctx, s, beat, done);
  return { sentences: [...(greeting?.sentences ?? []), ...(move?.sentences ?? [])], pending: move?.pending ?? null };
}

/**
 * The message as the speaker writes it: their punctuation, never empty, never a repeat. null when
 * the speaker has nothing new left to say (see `filler`); the window then ends there.
 */
function finish(ctx: WindowContext, s: Speaker, parts: string[], role: Role, first: boolean): SimulationMessage | null {
  const voiced = voiceSentences(parts.filter(Boolean).flatMap(splitSentences), s.voice, ctx.rng);
  let text = finishMessage(voiced, s.voice, ctx.rng);
  if (!text || !ctx.lines.isNewMessage(text)) {
    // A window must say something: its first message falls back to a line no other window can have.
    const more = filler(ctx) ?? (first ? `Checking in, day ${ctx.day}, ${ctx.time}.` : null);
    if (!more) return null;
    text = finishMessage([text, more], s.voice, ctx.rng);
  }
  ctx.lines.add(text);
  return { role, text };
}

/** The offline engine's simulation window: `turnsWanted` messages, alternating, ending without an open question. */
export function writeWindow(p: SimulateWindowParams): SimulationMessage[] {
  const ctx = buildContext(p);
  const beat = chooseBeat(ctx);
  const done = new Set<string>();
  let role = chooseOpener(ctx, beat);
  let pending: Pending | null = null;
  let previous: Move | null = null;
  const messages: SimulationMessage[] = [];
  for (let i = 0; i < p.turnsWanted; i++) {
    const s = ctx.speakers[role];
    ctx.heard = messages.at(-1)?.text ?? '';
    const isLast = i === p.turnsWanted - 1;
    const parts: string[] = [];
    let next: Pending | null = null;
    let current: Move | null = null;
    if (i === 0) {
      const move = openWindow(ctx, s, beat, done);
      if (!isLast) {
        parts.push(...move.sentences);
        next = move.pending;
      }
    } else {
      if (beat === 'intro' && i === 1) parts.push(...respond(ctx, s, { kind: 'hello' }, false).sentences);
      if (pending) {
        current = respond(ctx, s, pending, !isLast);
        parts.push(...current.sentences);
        next = current.pending;
      } else if (!previous?.settled && ctx.rng.chance(s.voice.reactChance)) {
        parts.push(reaction(ctx, s, messages.at(-1)?.text ?? '') ?? '');
      }
      const chatty = pending !== null && ctx.rng.chance(s.voice.extraversion * 0.6);
      if (!next && !isLast && !current?.flat && (pending === null || chatty)) {
        const move = initiative(ctx, s, beat, done);
        if (move) {
          parts.push(...move.sentences);
          next = move.pending;
        }
      }
    }
    if (isLast) {
      next = null;
      const planDone = ctx.day === ctx.days && (beat === 'confirm' || done.has('plan'));
      const planAgreed = ctx.acceptsPlan && (planDone || planProposed(ctx)) && !planDeclined(ctx);
      if (ctx.day === ctx.days && ctx.window === ctx.windowsToday && planAgreed && !current?.flat)
        parts.push(ctx.lines.take(ctx.rng, LOOKING_FORWARD[s.voice.energy]) ?? '');
      // Left on read: the window ends on a question the other never answers.
      const hanging =
        i > 0 && !current?.flat && ctx.day < ctx.days && ctx.rng.chance(leftOnReadChance(ctx.chemistry))
          ? askAboutTopic(ctx, s, ctx.speakers[otherRole(role)], focusTopic(ctx))
          : null;
      if (hanging) {
        parts.push(...hanging.sentences);
        const m = finish(ctx, s, parts, role, i === 0);
        if (m) messages.push(m);
        break;
      }
      const empty = !parts.some(Boolean);
      if (empty && i > 0 && !previous?.settled && ctx.rng.chance(0.5)) parts.push(reaction(ctx, s, messages.at(-1)?.text ?? '') ?? '');
      if (empty || planDone || ctx.rng.chance(ctx.window === ctx.windowsToday ? 0.85 : 0.6)) parts.push(closing(ctx, s) ?? '');
    }
    const message = finish(ctx, s, parts, role, i === 0);
    // Nothing new left to say: the window ends early (a run can be quiet; it never repeats a line).
    if (!message) break;
    messages.push(message);
    pending = next;
    previous = current;
    role = otherRole(role);
  }
  return messages;
}
