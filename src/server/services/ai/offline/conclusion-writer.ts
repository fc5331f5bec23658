import type { Decision, Persona, TranscriptEntry } from '../../../../shared/schemas/persona';
import type { SimulationConclusion } from '../schemas/simulation';
import { HistoryView } from './history-view';
import { DEEPER_QUESTIONS } from './phrases/deeper';
import { firstName } from './voice';
import { sharedTopics, topicAgenda } from './topics';

interface ConclusionInput {
  personaA: Persona;
  personaB: Persona;
  transcript: TranscriptEntry[];
  score: number;
  decision: Decision;
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const pct = (n: number) => `${Math.round(n * 100)}%`;
const list = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** Reasons grounded in what the transcript shows and the score that code computed, never invented. */
export function writeConclusion(input: ConclusionInput): SimulationConclusion {
  const a = firstName(input.personaA);
  const b = firstName(input.personaB);
  const view = new HistoryView(input.transcript);
  const ta = input.personaA.personality_traits;
  const tb = input.personaB.personality_traits;
  const talked = topicAgenda(input.personaA, input.personaB).filter((t) => view.count(t.label) > 0);
  const shared = sharedTopics(input.personaA, input.personaB).filter((t) => view.count(t.label) > 0).map((t) => t.label);
  const deep = DEEPER_QUESTIONS.filter((d) => view.mentions(d.q)).length;
  const plan = talked.concat(topicAgenda(input.personaA, input.personaB)).flatMap((t) => t.dateIdeas).find((idea) => view.mentions(idea));
  const questions = { a: 0, b: 0 };
  for (const e of input.transcript) questions[e.role] += (e.text.match(/\?/g) ?? []).length;

  const strength = input.score >= 0.7 ? 'strongly' : input.score >= 0.5 ? 'fairly well' : 'only loosely';
  const why = [`Their personality profiles line up ${strength}, with a compatibility score of ${pct(input.score)}.`];
  if (shared.length > 0) why.push(`They bonded over shared interests: ${list(shared)} came up without prompting.`);
  else if (talked.length > 0) why.push(`With no interests in common, they spent the week explaining ${list(talked.slice(0, 2).map((t) => t.label))} to each other.`);
  const gap = Math.abs(ta.extraversion - tb.extraversion);
  why.push(gap >= 0.3
    ? `${ta.extraversion > tb.extraversion ? a : b} brought the energy while ${ta.extraversion > tb.extraversion ? b : a} kept things calm, a contrast that ${input.decision === 'NO' ? 'sometimes left them out of step' : 'balanced the conversation'}.`
    : `They share a similar social rhythm, so neither had to chase the other.`);
  if (deep > 0) why.push(`They went beyond small talk, answering ${deep === 1 ? 'a personal question' : `${NUMBER_WORDS[deep] ?? deep} personal questions`} openly.`);
  if (plan) why.push(`By the end of the week they had made a plan: ${plan}.`);
  else if (input.decision !== 'YES') why.push('They never got as far as making a plan to meet.');

  const messages = input.transcript.length;
  const days = new Set(input.transcript.map((e) => e.day)).size;
  const opener = input.transcript[0]?.role === 'b' ? b : a;
  const curious = questions.a === questions.b ? 'both asked plenty of questions' : `${questions.a > questions.b ? a : b} asked more of the questions`;
  const verdict = input.decision === 'YES' ? 'Maya recommends meeting.' : input.decision === 'MAYBE' ? 'Maya thinks it is worth another week of chatting before deciding.' : 'Maya would not push this one further.';
  const week_summary = `Over ${days} day${days === 1 ? '' : 's'}, ${a} and ${b} exchanged ${messages} messages. ${opener} broke the ice${
    talked[0] ? ` over ${talked[0].label}` : ''}, and ${curious}. ${plan ? `It ended with plans for ${plan}.` : 'The week ended without a concrete plan.'} ${verdict}`;
  return { why: why.slice(0, 5), week_summary };
}
