import type { Decision, Persona, TranscriptEntry } from '@shared/domain/matching/persona';
import type { SimulationConclusion } from '../schemas/simulation';
import { weekSignals } from '@shared/domain/week/week-signals';
import { HistoryView } from './history-view';
import { firstName } from './voice';
import { topicAgenda } from './topics';

interface ConclusionInput {
  personaA: Persona;
  personaB: Persona;
  transcript: TranscriptEntry[];
  score: number;
  decision: Decision;
}

/**
 * The week's summary, grounded in what the transcript shows, in "you" and the match's name, and the
 * structured verdict. The reasons shown come from the rules (week-verdict.ts), not from here.
 */
export function writeConclusion(input: ConclusionInput): SimulationConclusion {
  const b = firstName(input.personaB);
  const view = new HistoryView(input.transcript);
  const agenda = topicAgenda(input.personaA, input.personaB);
  const talked = agenda.filter((t) => view.count(t.label) > 0);
  const signals = weekSignals(input.transcript);
  const plan = signals.datePlanned ? (agenda.flatMap((t) => t.dateIdeas).find((idea) => view.mentions(idea)) ?? 'a first date') : null;
  const questions = { a: 0, b: 0 };
  for (const e of input.transcript) questions[e.role] += (e.text.match(/\?/g) ?? []).length;

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
  return { verdict: verdictField, week_summary };
}
