import { describe, expect, it } from 'vitest';
import { wink } from '@server/modules/language/wink';
import { FRESH_HELD_OUT } from './fresh-held-out';
import { FRESH_HELD_OUT_2 } from './fresh-held-out-2';
import { HELD_OUT } from './held-out';
import { NOISES, noisy } from './noise';
import { CORRECTIONS, FACTS, PARTNER, RECALL, SMALL_TALK } from './paraphrases';
import { pct, runStudy, scoreTable as table } from './scores';

/**
 * The offline engine's language study (issue 32 item 3; docs/decisions/039-offline-language-with-wink-nlp.md):
 * every paraphrase of paraphrases.ts through the product's offline path, scored per group.
 */
describe('the offline engine understands people as they write', () => {
  it('recall and fact capture ≥ 90 %, partner preferences never the own hobby, corrections applied, no reply repeats itself', async () => {
    const started = performance.now();
    const { loadMs } = wink();
    const { scores, misses, replies, messages } = await runStudy({
      recall: RECALL,
      facts: FACTS,
      partner: PARTNER,
      corrections: CORRECTIONS,
      smallTalk: SMALL_TALK,
    });
    const ms = performance.now() - started - loadMs;
    console.log(table(scores));
    console.log(
      `wink-nlp load: ${Math.round(loadMs)} ms; ${messages} messages: ${(ms / messages).toFixed(2)} ms each (facts, question, revision, reply)`,
    );
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

  it('the held-out set (written after the first change; tuning data of the second) is reported, and takes no partner wish as the own hobby', async () => {
    const { scores, misses } = await runStudy(HELD_OUT, false);
    console.log(`held-out\n${table(scores)}`);
    console.log(misses.map((m) => `HELD-OUT MISS [${m.group}] ${m.text} → ${m.why}`).join('\n'));
    const own = scores.find((s) => s.group.startsWith('partner preferences not taken'))!;
    expect(own.passed).toBe(own.total);
  });

  it('the tuning sets under phone noise (openers, tags, no apostrophes, no punctuation, a sentence around) hold their levels', async () => {
    const rows: string[] = [];
    for (const [name, noise] of NOISES) {
      const { scores, misses } = await runStudy(noisy(noise), false);
      rows.push(`| ${name} | ${scores.map((s) => `${s.passed}/${s.total}`).join(' | ')} |`);
      console.log(misses.map((m) => `NOISE MISS [${name}] [${m.group}] ${m.text} → ${m.why}`).join('\n'));
      for (const s of scores) expect(pct(s), `${name}: ${s.group}`).toBeGreaterThanOrEqual(95);
    }
    console.log(
      ['| noise | recall | facts | partner | not own hobby | corrections | small talk |', '|---|---|---|---|---|---|---|', ...rows].join(
        '\n',
      ),
    );
  });

  it('the first fresh held-out set (98 phone-typed messages; tuning data of round 2) holds its level', async () => {
    const { scores, misses } = await runStudy(FRESH_HELD_OUT, false);
    console.log(`fresh held-out 1\n${table(scores)}`);
    console.log(misses.map((m) => `FRESH MISS [${m.group}] ${m.text} → ${m.why}`).join('\n'));
    const by = (group: string) => scores.find((s) => s.group.startsWith(group))!;
    for (const group of ['recall', 'facts', 'partner preferences', 'small talk']) expect(pct(by(group)), group).toBeGreaterThanOrEqual(90);
    expect(pct(by('corrections'))).toBeGreaterThanOrEqual(85);
  });

  it('the second fresh held-out set (108 phone-typed messages, written before round 2; tuning data since round 3) holds its level', async () => {
    const started = performance.now();
    const { scores, misses, messages } = await runStudy(FRESH_HELD_OUT_2, false);
    console.log(`fresh held-out 2 (${((performance.now() - started) / messages).toFixed(2)} ms a message)\n${table(scores)}`);
    console.log(misses.map((m) => `FRESH-2 MISS [${m.group}] ${m.text} → ${m.why}`).join('\n'));
    for (const s of scores) expect(pct(s), s.group).toBeGreaterThanOrEqual(95);
  });
});
