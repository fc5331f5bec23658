import { describe, expect, it } from 'vitest';
import { runStudy } from './scores';

/**
 * The offline engine's language study (issue 32 item 3; docs/decisions/039-offline-language-with-wink-nlp.md):
 * every paraphrase of paraphrases.ts through the product's offline path, scored per group.
 */
describe('the offline engine understands people as they write', () => {
  it('recall and fact capture ≥ 90 %, partner preferences never the own hobby, corrections applied, no reply repeats itself', async () => {
    const started = performance.now();
    const { scores, misses, replies } = await runStudy();
    const ms = performance.now() - started;
    const pct = (s: { passed: number; total: number }) => Math.round((100 * s.passed) / s.total);
    const rows = scores.map((s) => `| ${s.group} | ${s.passed}/${s.total} | ${pct(s)} % |`);
    console.log(['| group | passed | score |', '|---|---|---|', ...rows].join('\n'));
    console.log(`study: ${Math.round(ms)} ms`);
    console.log(misses.map((m) => `MISS [${m.group}] ${m.text} → ${m.why}`).join('\n'));
    console.log(replies.map((r, i) => `${i + 1}. ${r}`).join('\n'));
    const by = (group: string) => scores.find((s) => s.group.startsWith(group))!;
    expect(pct(by('recall'))).toBeGreaterThanOrEqual(90);
    expect(pct(by('facts'))).toBeGreaterThanOrEqual(90);
    expect(by('partner preferences not taken').passed).toBe(by('partner preferences not taken').total);
    expect(pct(by('partner preferences captured'))).toBeGreaterThanOrEqual(80);
    expect(pct(by('corrections'))).toBeGreaterThanOrEqual(90);
    expect(pct(by('small talk'))).toBeGreaterThanOrEqual(90);
    expect(misses.filter((m) => m.group === 'conversation')).toEqual([]);
  });
});
