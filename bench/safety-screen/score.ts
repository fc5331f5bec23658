/** Scores the safety screen over a labelled set (issue 42 item 5): pure, so the bench only reads and writes. */
import type { Kind, ScreenResult } from '../../src/server/modules/safety/testing';

export const LABELS = ['benign', 'money', 'off_platform', 'sexual', 'harassment', 'threat', 'contact'] as const;
export type Label = (typeof LABELS)[number];
export interface Example {
  text: string;
  label: Label;
}

/** One `{"text","label"}` object a line; blank lines skipped; anything else is an error naming its line. */
export function parseJsonl(source: string): Example[] {
  const examples: Example[] = [];
  source.split('\n').forEach((line, i) => {
    if (!line.trim()) return;
    let row: unknown;
    try {
      row = JSON.parse(line);
    } catch {
      throw new Error(`line ${i + 1}: not JSON`);
    }
    const { text, label } = (row ?? {}) as { text?: unknown; label?: unknown };
    if (typeof text !== 'string' || !LABELS.includes(label as Label))
      throw new Error(`line ${i + 1}: needs {"text": string, "label": one of ${LABELS.join(', ')}}`);
    examples.push({ text, label: label as Label });
  });
  return examples;
}

export interface LabelScore {
  precision: number | null;
  recall: number | null;
  n: number;
}
export interface Scores {
  labels: Record<Label, LabelScore>;
  benign_fp_rate: number | null;
}

const ratio = (num: number, den: number) => (den ? num / den : null);

/**
 * A kind counts as predicted when the screen names it, whatever else it names ("add me on snap: ana_lx" is
 * contact and off_platform), so a message can be a true positive for its label and a false positive for
 * another. "benign" is predicted when the verdict is ok; the benign false-positive rate is the share of
 * benign messages the screen would hold or block.
 */
export function score(examples: readonly Example[], results: readonly ScreenResult[]): Scores {
  const predicted = (r: ScreenResult): Set<Label> => (r.verdict === 'ok' ? new Set(['benign']) : new Set<Label>(r.kinds as Kind[]));
  const labels = {} as Record<Label, LabelScore>;
  for (const label of LABELS) {
    let tp = 0;
    let fp = 0;
    let n = 0;
    examples.forEach((e, i) => {
      const hit = predicted(results[i]!).has(label);
      if (e.label === label) n++;
      if (hit && e.label === label) tp++;
      if (hit && e.label !== label) fp++;
    });
    labels[label] = { precision: ratio(tp, tp + fp), recall: ratio(tp, n), n };
  }
  const benign = examples.flatMap((e, i) => (e.label === 'benign' ? [results[i]!] : []));
  return { labels, benign_fp_rate: ratio(benign.filter((r) => r.verdict !== 'ok').length, benign.length) };
}

const cell = (v: number | null) => (v === null ? '–' : v.toFixed(3));

/** The per-label table the bench prints. */
export function scoreTable(s: Scores): string {
  const rows = LABELS.map((l) => [l, String(s.labels[l].n), cell(s.labels[l].precision), cell(s.labels[l].recall)]);
  const all = [['label', 'n', 'precision', 'recall'], ...rows];
  const widths = all[0]!.map((_, c) => Math.max(...all.map((r) => r[c]!.length)));
  const line = (r: string[]) => `| ${r.map((v, c) => v.padEnd(widths[c]!)).join(' | ')} |`;
  return [
    line(all[0]!),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.map(line),
    `benign false-positive rate: ${cell(s.benign_fp_rate)}`,
  ].join('\n');
}

/** `--name value` or `--name=value` from the command line (scripts/bench.ts leaves these to the benches). */
export function flag(argv: readonly string[], name: string): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]!;
    if (word === `--${name}`) return argv[i + 1];
    if (word.startsWith(`--${name}=`)) return word.slice(name.length + 3);
  }
  return undefined;
}
