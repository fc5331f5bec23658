import { expand, fill } from './line-book';
import {
  ANSWER_FAVOURITE,
  ANSWER_ORIGIN,
  ANSWER_RECENT,
  ASK_FAVOURITE,
  ASK_ORIGIN,
  DISCOVERY,
  ENTHUSIASM,
  HOOK_SHARE,
  NOVICE_ANSWER,
  NOVICE_ASK,
  RECOMMEND,
  SHARE_RECENT,
} from './phrases/topic-talk';
import type { TopicLexicon } from '../../../domain/topics/topic-catalogue';
import { knows, portion, type Move, type Speaker, type WindowContext } from './window-context';

type QuestionKind = 'favourite' | 'origin' | 'ask';

/** The phrasings of one question about a topic; any of them in the history means it was asked. */
function phrasings(kind: QuestionKind, topic: TopicLexicon): string[] {
  if (kind === 'favourite') return topic.kind ? expand(ASK_FAVOURITE, 'kind', [topic.kind]) : [];
  if (kind === 'origin') return expand(ASK_ORIGIN, 'topic', [topic.label]);
  return [...topic.asks];
}

const questionKey = (kind: QuestionKind, topic: TopicLexicon) => `${kind}:${topic.key}`;

export function wasAsked(ctx: WindowContext, kind: QuestionKind, topic: TopicLexicon): boolean {
  return ctx.askedHere.has(questionKey(kind, topic)) || phrasings(kind, topic).some((p) => ctx.history.mentions(p));
}

/** First time a topic comes up, the asker says why they're asking. */
function discovery(ctx: WindowContext, asker: Speaker, listener: Speaker, topic: TopicLexicon): string | null {
  if (ctx.history.mentions(topic.label) || ctx.topicsHere.some((t) => t.key === topic.key)) return null;
  const set = knows(asker, topic) && knows(listener, topic) ? DISCOVERY.shared : knows(listener, topic) ? DISCOVERY.theirs : DISCOVERY.mine;
  return ctx.lines.take(ctx.rng, expand(set, 'topic', [topic.label]));
}

/** Ask the listener something about the topic they haven't been asked yet; null if nothing is left. */
export function askAboutTopic(ctx: WindowContext, asker: Speaker, listener: Speaker, topic: TopicLexicon): Move | null {
  // Quizzing someone about a topic that isn't theirs reads oddly; tell them about it instead.
  if (!knows(listener, topic)) return null;
  const kinds = ctx.rng.shuffle<QuestionKind>(['favourite', 'origin', 'ask']);
  for (const kind of kinds) {
    if (wasAsked(ctx, kind, topic)) continue;
    const question = ctx.lines.take(ctx.rng, phrasings(kind, topic));
    if (!question) continue;
    ctx.askedHere.add(questionKey(kind, topic));
    const intro = discovery(ctx, asker, listener, topic);
    ctx.topicsHere.push(topic);
    return { sentences: [intro ?? '', question], pending: { kind, topic, askBack: true, question } };
  }
  return null;
}

/** Share something from one's own life about the topic, sometimes a plan the other can ask about later. */
export function shareAboutTopic(ctx: WindowContext, speaker: Speaker, topic: TopicLexicon, allowHook: boolean): Move | null {
  if (!knows(speaker, topic)) return null;
  const listener = ctx.speakers[speaker.role === 'a' ? 'b' : 'a'];
  const introduce = () => {
    const intro = discovery(ctx, speaker, listener, topic);
    ctx.topicsHere.push(topic);
    return intro ?? '';
  };
  if (allowHook) {
    const plans = ctx.lines.unmentioned(portion(ctx, speaker, topic, topic.hooks).map((h) => h.plan));
    const line = plans.length > 0 ? ctx.lines.take(ctx.rng, expand(HOOK_SHARE, 'plan', plans)) : null;
    if (line) return { sentences: [introduce(), line], pending: { kind: 'hookShared' } };
  }
  const line = ctx.lines.take(ctx.rng, expand(SHARE_RECENT, 'recent', ctx.lines.unmentioned(portion(ctx, speaker, topic, topic.recent))));
  if (!line) return null;
  return { sentences: [introduce(), line], pending: null };
}

/** Answer a question about a topic: as an insider with one's own stories, or as a curious newcomer. */
export function answerAboutTopic(ctx: WindowContext, speaker: Speaker, kind: QuestionKind, topic: TopicLexicon): string[] {
  const { rng, lines } = ctx;
  if (!knows(speaker, topic)) {
    const answer = lines.take(rng, expand(NOVICE_ANSWER, 'topic', [topic.label]));
    return answer ? [answer] : [];
  }
  const own = (items: readonly string[]) => lines.unmentioned(portion(ctx, speaker, topic, items));
  const answers =
    kind === 'favourite'
      ? expand(ANSWER_FAVOURITE, 'fav', own(topic.favourites))
      : kind === 'origin'
        ? expand(ANSWER_ORIGIN, 'origin', own(topic.origin))
        : expand(ANSWER_RECENT, 'recent', own(topic.recent));
  const answer = lines.take(rng, answers) ?? lines.take(rng, expand(SHARE_RECENT, 'recent', own(topic.recent)));
  const out = answer ? [answer] : [];
  if (rng.chance(speaker.voice.elaborateChance)) {
    const extra = lines.take(rng, expand(ENTHUSIASM, 'topic', [topic.label]));
    if (extra) out.push(extra);
  }
  return out;
}

/** A newcomer asks where to start; only worth asking if the other person knows the topic. */
export function noviceQuestion(ctx: WindowContext, speaker: Speaker, listener: Speaker, topic: TopicLexicon): string | null {
  if (!knows(listener, topic) || !ctx.rng.chance(0.5)) return null;
  return ctx.lines.take(ctx.rng, NOVICE_ASK);
}

export function recommend(ctx: WindowContext, speaker: Speaker, topic: TopicLexicon): string | null {
  const favs = ctx.lines.unmentioned(portion(ctx, speaker, topic, topic.favourites));
  if (favs.length > 0) return ctx.lines.take(ctx.rng, expand(RECOMMEND, 'fav', favs));
  return ctx.lines.take(
    ctx.rng,
    ctx.lines
      .unmentioned(portion(ctx, speaker, topic, topic.origin))
      .map((o) => fill('I got started because {origin}, so maybe just dive in.', { origin: o })),
  );
}
