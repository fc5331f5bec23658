import type { Persona, TranscriptEntry } from '@shared/domain/matching/persona';
import { planSimulation } from '@shared/domain/week/simulation-plan';
import { weekVerdict } from '@shared/domain/week/week-verdict';
import { checkVerdict } from '@shared/domain/week/verdict-check';
import { scanModelText, type AiEngine } from '../../src/server/modules/ai';
import { runWeek } from '../../src/server/modules/simulation';
import { norm } from './fact-extraction';
import { STRANGER_NAMES, WEEK_PAIRS } from './personas';
import { check, suite, type SuiteResult } from './summary';

const PLACEHOLDER = /\[(email|phone|link|handle|name) removed\]/;
const words = (text: string) => new Set(norm(text).split(' '));
const windowsOf = (t: readonly TranscriptEntry[]) => {
  const out = new Map<string, TranscriptEntry[]>();
  for (const e of t) out.set(`${e.day}/${e.window}`, [...(out.get(`${e.day}/${e.window}`) ?? []), e]);
  return [...out.values()];
};

export interface WeekRun {
  label: string;
  a: Persona;
  b: Persona;
  seed: number;
  transcript: TranscriptEntry[];
  summary: string;
}

/** The week as the product runs it (simulation's runWeek), and the engine's own structured verdict on it. */
async function weekOf(engine: AiEngine, pair: (typeof WEEK_PAIRS)[number]) {
  const week = await runWeek(engine, { personaA: pair.a, personaB: pair.b, seed: pair.seed });
  const computed = weekVerdict({ personaA: pair.a, personaB: pair.b, transcript: week.transcript });
  const conclusion = await engine.concludeSimulation({
    personaA: pair.a,
    personaB: pair.b,
    transcript: week.transcript,
    score: computed.score,
    decision: computed.decision,
  });
  return { pair, week, computed, verdict: conclusion.verdict };
}

export async function weekSuite(engine: AiEngine): Promise<{ suite: SuiteResult; runs: WeekRun[] }> {
  const weeks = [];
  for (const pair of WEEK_PAIRS) weeks.push(await weekOf(engine, pair));
  const perWindow = weeks.flatMap(({ pair, week }) =>
    windowsOf(week.transcript).map((w) => {
      let run = 1;
      let longest = 1;
      for (let i = 1; i < w.length; i++) longest = Math.max(longest, (run = w[i]!.role === w[i - 1]!.role ? run + 1 : 1));
      const both = new Set(w.map((e) => e.role)).size === 2 || w.length === 1;
      return both && longest <= 2 ? true : `${pair.label} day ${w[0]!.day} window ${w[0]!.window}: ${w.map((e) => e.role).join('')}`;
    }),
  );
  const perDay = weeks.flatMap(({ pair, week }) => {
    const plan = planSimulation(pair.seed);
    return [...new Set(plan.map((p) => p.day))].map((day) => {
      const wanted = plan.filter((p) => p.day === day).reduce((n, p) => n + p.turns, 0);
      const got = week.transcript.filter((e) => e.day === day).length;
      return got === wanted ? true : `${pair.label} day ${day}: ${got} messages, planned ${wanted}`;
    });
  });
  const names = weeks.flatMap(({ pair, week }) =>
    week.transcript.map((e) => {
      const said = words(e.text);
      const stranger = STRANGER_NAMES.find((n) => said.has(n.toLowerCase()));
      const own = (e.role === 'a' ? pair.a : pair.b).name.toLowerCase();
      // Calling oneself by name ("Lena here") is fine; calling the other by one's own name is not, nor a stranger's name.
      const other = (e.role === 'a' ? pair.b : pair.a).name.toLowerCase();
      if (stranger) return `${pair.label}: "${e.text}" names ${stranger}`;
      return said.has(own) &&
        !said.has(other) &&
        /^(hi|hey|hello|morning|evening|night)\b/i.test(e.text) &&
        norm(e.text).includes(` ${own}`)
        ? `${pair.label}: "${e.text}" greets the other by the writer's own name`
        : true;
    }),
  );
  const repeats = weeks.flatMap(({ pair, week }) => {
    const firstDay = new Map<string, number>();
    return week.transcript.map((e) => {
      const key = norm(e.text);
      if (key.split(' ').length < 4) return true; // "Haha, yes!" may come twice in a week.
      const seen = firstDay.get(key);
      if (seen === undefined) firstDay.set(key, e.day);
      return seen === undefined || seen === e.day ? true : `${pair.label}: "${e.text}" on day ${seen} and day ${e.day}`;
    });
  });
  const contact = weeks.flatMap(({ pair, week }) =>
    [...week.transcript.map((e) => e.text), week.week_summary].map((text) =>
      PLACEHOLDER.test(text) || scanModelText(text).found > 0 ? `${pair.label}: "${text.slice(0, 120)}"` : true,
    ),
  );
  const verdicts = weeks.map(({ pair, week, computed, verdict }) => {
    const checked = checkVerdict(verdict.decision, computed.decision, week.transcript);
    if (checked.overruled)
      return `${pair.label}: the engine said ${verdict.decision} (${checked.overruled}); the rules ${computed.decision}`;
    if (verdict.date_planned !== checked.evidence.datePlanned)
      return `${pair.label}: date_planned ${verdict.date_planned}, the transcript ${checked.evidence.datePlanned}`;
    return true;
  });
  return {
    suite: suite('week', [
      check('turn taking (both speak, at most 2 in a row)', perWindow),
      check('messages per day as planned', perDay),
      check('names (no stranger, no mix-up)', names),
      check('no repeats across days', repeats),
      check('no contact details', contact),
      check('verdict follows the transcript', verdicts),
    ]),
    runs: weeks.map(({ pair, week }) => ({ ...pair, transcript: week.transcript, summary: week.week_summary })),
  };
}
