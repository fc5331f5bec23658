import { otherRole } from './history-view';
import { THOUGHTFUL_REPLY, WARMTH_REPLY } from './phrases/deeper';
import { deadEndChance } from './chemistry';
import { ACCEPT, CONFIRM, DECLINE, DECLINE_REPLY, LOOKING_FORWARD, PLAN_DETAIL, PLAN_DETAIL_ANSWER } from './phrases/plans';
import { FLAT_REPLIES, HELLO_BACK, HOW_DAY_ANSWER } from './phrases/small-talk';
import { moodOfMessage } from './anecdotes';
import { HOOK_REPLIES } from './phrases/reactions';
import { ASK_BACK, CALLBACK_REPLY, HOOK_RESPONSE } from './phrases/topic-talk';
import { fill } from './line-book';
import { deeperAnswer } from './social-moves';
import { answerAboutTopic, noviceQuestion, recommend } from './topic-moves';
import { ownPart, portion, type Move, type Pending, type Speaker, type WindowContext } from './window-context';

const askBack = (ctx: WindowContext): string => ctx.lines.take(ctx.rng, ASK_BACK) ?? 'You?';

/**
 * The speaker's response to what the other just said. `mayAsk` is false on a window's last
 * message, which must not leave a question hanging overnight.
 */
export function respond(ctx: WindowContext, speaker: Speaker, pending: Pending, mayAsk: boolean): Move {
  const { rng, lines } = ctx;
  const v = speaker.voice;
  const take = (options: readonly string[]) => lines.take(rng, options);
  // Stock replies come from the speaker's own half of the bank first, so the two keep different habits.
  const takeOwn = (options: readonly string[]) => take(ownPart(ctx, speaker, options)) ?? take(options);
  const wantsToAskBack = mayAsk && rng.chance(Math.max(0.45, v.askChance));
  // A week without chemistry has dead ends: a question met with "Not really." and nothing else.
  const flatKind = pending.kind in FLAT_REPLIES ? (pending.kind as keyof typeof FLAT_REPLIES) : null;
  if (flatKind && rng.chance(deadEndChance(ctx.chemistry))) {
    const flat = takeOwn(FLAT_REPLIES[flatKind]);
    if (flat) return { sentences: [flat], pending: null, settled: true, flat: true };
  }
  switch (pending.kind) {
    case 'hello': {
      const name = ctx.speakers[otherRole(speaker.role)].voice.name;
      return { sentences: [take(HELLO_BACK[v.energy].map((h) => fill(h, { name }))) ?? ''], pending: null };
    }
    case 'howday': {
      const answer = take(HOW_DAY_ANSWER[ctx.time]) ?? '';
      return pending.askBack && wantsToAskBack
        ? { sentences: [answer, askBack(ctx)], pending: { kind: 'howday', askBack: false } }
        : { sentences: [answer], pending: null, settled: true };
    }
    case 'favourite':
    case 'origin':
    case 'ask': {
      const answer = answerAboutTopic(ctx, speaker, pending.kind, pending.topic);
      const listener = ctx.speakers[otherRole(speaker.role)];
      const novice = answer.length > 0 && !speaker.topics.some((t) => t.key === pending.topic.key);
      if (novice && mayAsk) {
        const q = noviceQuestion(ctx, speaker, listener, pending.topic);
        if (q) return { sentences: [...answer, q], pending: { kind: 'novice', topic: pending.topic } };
      }
      // Asking back only makes sense when the asker could answer with a story of their own.
      const askerKnows = listener.topics.some((t) => t.key === pending.topic.key) && pending.kind !== 'ask';
      if (pending.askBack && wantsToAskBack && askerKnows && !novice) {
        return { sentences: [...answer, askBack(ctx)], pending: { ...pending, askBack: false } };
      }
      return { sentences: answer, pending: null, answered: pending.kind };
    }
    case 'novice':
      return { sentences: [recommend(ctx, speaker, pending.topic) ?? ''], pending: null };
    case 'deeper': {
      const answer = deeperAnswer(ctx, speaker, pending.index) ?? '';
      return pending.askBack && wantsToAskBack
        ? { sentences: [answer, askBack(ctx)], pending: { kind: 'deeper', index: pending.index, askBack: false } }
        : { sentences: [answer], pending: { kind: 'deeperAnswered' } };
    }
    case 'deeperAnswered':
      return { sentences: [takeOwn(THOUGHTFUL_REPLY) ?? ''], pending: null, settled: true };
    case 'hookShared':
      return { sentences: [takeOwn(HOOK_RESPONSE) ?? ''], pending: null, settled: true };
    case 'hookCallback': {
      const topic = speaker.topics.find((t) => t.hooks.includes(pending.hook));
      const updates = topic ? portion(ctx, speaker, topic, pending.hook.updates) : pending.hook.updates;
      return { sentences: [take(updates) ?? take(pending.hook.updates) ?? ''], pending: { kind: 'hookUpdate' } };
    }
    case 'hookUpdate': {
      const mood = moodOfMessage(ctx.heard, ctx.anecdotes);
      return {
        sentences: [take(HOOK_REPLIES.filter((r) => r.fits.includes(mood)).map((r) => r.text)) ?? ''],
        pending: null,
        settled: true,
      };
    }
    case 'favCallback':
      return { sentences: [takeOwn(CALLBACK_REPLY) ?? ''], pending: null, settled: true };
    case 'warmth':
      return { sentences: [takeOwn(WARMTH_REPLY) ?? ''], pending: null, settled: true };
    case 'plan': {
      if (!ctx.acceptsPlan) return { sentences: [take(DECLINE) ?? ''], pending: { kind: 'planDeclined' } };
      const style = v.cautious ? 'careful' : v.energy === 'high' ? 'eager' : 'calm';
      return { sentences: [take(ACCEPT[style]) ?? take(ACCEPT.calm) ?? ''], pending: { kind: 'planAccepted' } };
    }
    case 'planAccepted': {
      const confirm = take(CONFIRM) ?? '';
      const detailIndex = rng.int(0, PLAN_DETAIL.length - 1);
      if (mayAsk && lines.isFresh(PLAN_DETAIL[detailIndex]!) && rng.chance(0.6)) {
        return { sentences: [confirm, take([PLAN_DETAIL[detailIndex]!]) ?? ''], pending: { kind: 'planDetail', index: detailIndex } };
      }
      return { sentences: [confirm, take(LOOKING_FORWARD[v.energy]) ?? ''], pending: null, settled: true };
    }
    case 'planDeclined':
      return { sentences: [takeOwn(DECLINE_REPLY) ?? ''], pending: null, settled: true };
    case 'planDetail':
      return {
        sentences: [take([PLAN_DETAIL_ANSWER[pending.index]!]) ?? '', take(LOOKING_FORWARD[v.energy]) ?? ''],
        pending: null,
        settled: true,
      };
  }
}
