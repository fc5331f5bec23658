import type { Decision, Persona, TranscriptEntry } from '@shared/domain/matching/persona';
import type { SimulationConclusion } from '../schemas/simulation';
import { sharedInterests } from '@shared/domain/matching/shared-interests';
import { weekSignals } from '@shared/domain/week/week-signals';
import { HistoryView } from './history-view';
import { DEEPER_QUESTIONS } from './phrases/deeper';
import { firstName } from './voice';
import { topicAgenda } from './topics';

interface ConclusionInput {
  personaA: Persona;
  personaB: Persona;
  transcript: TranscriptEntry[];
  score: number;
  decision: Decision;
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const list = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/**
 * Reasons grounded in what the transcript shows, in "you" and the match's name. The score is not
 * repeated here: the results state it once (week-verdict.ts).
 */
export function writeConclusion(input: ConclusionInput): SimulationConclusion {
  const b = firstName(input.personaB);
  const view = new HistoryView(input.transcript);
  const ta = input.personaA.personality_traits;
  const tb = input.personaB.personality_traits;
  const agenda = topicAgenda(input.personaA, input.personaB);
  const talked = agenda.filter((t) => view.count(t.label) > 0);
  // Counted as the match card counts them (shared-interests.ts).
  const shared = sharedInterests(input.personaA.social.topics, input.personaB.social.topics);
  const deep = DEEPER_QUESTIONS.filter((d) => view.mentions(d.q)).length;
  const signals = weekSignals(input.transcript);
  const plan = signals.datePlanned ? (agenda.flatMap((t) => t.dateIdeas).find((idea) => view.mentions(idea)) ?? 'a first date') : null;
  const questions = { a: 0, b: 0 };
  for (const e of input.transcript) questions[e.role] += (e.text.match(/\?/g) ?? []).length;

  const strength = input.score >= 0.6 ? 'line up well' : input.score >= 0.5 ? 'fit fairly well' : 'only loosely fit';
  const why = [`Your personality and ${b}'s ${strength}.`];
  if (shared.length > 0) why.push(`You and ${b} share ${list(shared)}.`);
  else if (talked.length > 0)
    why.push(
      `With no interests in common, you and ${b} spent the week explaining ${list(talked.slice(0, 2).map((t) => t.label))} to each other.`,
    );
  const gap = Math.abs(ta.extraversion - tb.extraversion);
  why.push(
    gap >= 0.3
      ? `${ta.extraversion > tb.extraversion ? 'You brought' : `${b} brought`} the energy while ` +
          `${ta.extraversion > tb.extraversion ? b : 'you'} kept things calm, a contrast that ` +
          `${input.decision === 'NO' ? 'sometimes left you out of step' : 'balanced the conversation'}.`
      : `You and ${b} share a similar social rhythm, so neither had to chase the other.`,
  );
  if (deep > 0)
    why.push(
      `You went beyond small talk, answering ${deep === 1 ? 'a personal question' : `${NUMBER_WORDS[deep] ?? deep} personal questions`} openly.`,
    );
  if (plan) why.push(`By the end of the week you had made a plan: ${plan}.`);
  else
    why.push(
      signals.planDeclinedBy
        ? `A date came up, but ${signals.planDeclinedBy === 'a' ? "you weren't" : `${b} wasn't`} ready yet.`
        : `You and ${b} never got as far as making a plan to meet.`,
    );

  const messages = input.transcript.length;
  const days = new Set(input.transcript.map((e) => e.day)).size;
  const opener = input.transcript[0]?.role === 'b' ? b : 'you';
  const curious =
    questions.a === questions.b
      ? 'you both asked plenty of questions'
      : `${questions.a > questions.b ? 'you' : b} asked more of the questions`;
  const verdict =
    input.decision === 'YES'
      ? 'Maya recommends meeting.'
      : input.decision === 'MAYBE'
        ? 'Maya thinks it is worth another week of chatting before deciding.'
        : 'Maya would not push this one further.';
  const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  const week_summary = `Over ${days} day${days === 1 ? '' : 's'}, you and ${b} exchanged ${messages} messages. ${capital(opener)} broke the ice${
    talked[0] ? ` over ${talked[0].label}` : ''
  }, and ${curious}. ${plan ? `It ended with plans for ${plan}.` : 'The week ended without a concrete plan.'} ${verdict}`;
  // The offline engine keeps the computed decision; runWeek checks it as it checks a model's.
  const verdictField = { decision: input.decision, date_planned: signals.datePlanned, warm: signals.warmReplies > 0 };
  return { verdict: verdictField, why: why.slice(0, 5), week_summary };
}
