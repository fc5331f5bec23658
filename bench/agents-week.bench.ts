import { createHash } from 'node:crypto';
import { loadavg } from 'node:os';
import { createAiEngine } from '../src/server/modules/ai';
import { countingEngine, theWeek } from '../src/server/modules/agents/testing';
import { realisticPair } from '../src/server/modules/ai/testing/realistic-pairs';
import { publicPersona } from '../src/shared/domain/matching/private-topics';

export const name = 'agents: offline week';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

/**
 * The agents' week with the offline engine, as runPairWeek runs it (`theWeek`: the guarded engine, both
 * verdicts, both summaries), for `--weeks` seeded pairs of realistic people, `--runs` times:
 *   npm run bench -- agents-week [--weeks 100] [--runs 5]
 * CPU per week (the process's own, less sensitive to a shared machine than wall time) and wall per week,
 * medians of the runs; `digest` changes only when the weeks' output does (the golden test fixes it).
 */
export async function run(options: Readonly<Record<string, string>> = {}): Promise<Record<string, number | string>> {
  const weeks = Number(options.weeks ?? 100);
  const runs = Number(options.runs ?? 5);
  const pairs = Array.from({ length: weeks }, (_, i) => realisticPair(i, 7)).map((p) => ({
    a: publicPersona(p.personaA),
    b: publicPersona(p.personaB),
  }));
  const ai = createAiEngine({ AI_TIMEOUT_MS: 1_000 });
  const loadBefore = load();
  const cpu: number[] = [];
  const wall: number[] = [];
  let digest = '';
  for (let r = 0; r < runs; r++) {
    const hash = createHash('sha256');
    const started = performance.now();
    const used = process.cpuUsage();
    for (let i = 0; i < weeks; i++) {
      const week = await theWeek(countingEngine(ai).engine, pairs[i]!.a, pairs[i]!.b, (i * 7919) % 1_000_000, ['Okafor']);
      hash.update(JSON.stringify(week));
    }
    const spent = process.cpuUsage(used);
    cpu.push((spent.user + spent.system) / 1000 / weeks);
    wall.push((performance.now() - started) / weeks);
    digest = hash.digest('hex').slice(0, 16);
  }
  return {
    weeks,
    runs,
    'load average before (1/5/15 min)': loadBefore,
    'CPU ms a week (median / min)': `${median(cpu).toFixed(2)} / ${Math.min(...cpu).toFixed(2)}`,
    'wall ms a week (median)': median(wall).toFixed(2),
    digest,
    'load average after': load(),
  };
}
