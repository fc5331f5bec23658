import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { publicPersona } from '@shared/domain/matching/private-topics';
import { createAiEngine, withCallLedger } from '@server/modules/ai';
import { realisticPair } from '@server/modules/ai/testing/realistic-pairs';
import { countingEngine } from './model-calls';
import { theWeek } from './run-pair-week';

/**
 * The offline agent week, fixed: for seeded pairs of realistic people (publicPersona as memberPersona
 * gives them), what runPairWeek stores (the transcript, both verdicts, both summaries, the checks) and the
 * calls it charges. Any speed-up of the offline writer, the guarded engine or the verdicts must leave every
 * byte of it as it is (`vitest -u` rewrites the files only when a change of output is meant).
 */
const FULL = 4;
const DIGESTS = 40;
/** One pair whose "surname" is a word the weeks say, so the redaction and its count are fixed too. */
const SURNAMES = (i: number) => (i % 5 === 3 ? ['coffee', 'Okafor'] : ['Okafor']);

async function week(i: number) {
  const { personaA, personaB } = realisticPair(i, 62);
  const counted = countingEngine(createAiEngine({ AI_TIMEOUT_MS: 1_000 }));
  const seed = (i * 104_729 + 17) % 1_000_000;
  const { value, ledger } = await withCallLedger(() =>
    theWeek(counted.engine, publicPersona(personaA), publicPersona(personaB), seed, SURNAMES(i)),
  );
  return { seed, week: value, calls: counted.calls(), ledger };
}

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

describe('the offline agent week (golden)', () => {
  it('writes the same weeks, verdicts and summaries, word for word', async () => {
    const weeks = [];
    for (let i = 0; i < FULL; i++) weeks.push(await week(i));
    await expect(`${JSON.stringify(weeks, null, 1)}\n`).toMatchFileSnapshot('./__golden__/pair-weeks.json');
  });

  it(`writes the same ${DIGESTS} weeks (their digests)`, async () => {
    const digests: string[] = [];
    for (let i = 0; i < DIGESTS; i++) digests.push(digest(await week(FULL + i)));
    await expect(`${digests.join('\n')}\n`).toMatchFileSnapshot('./__golden__/pair-week-digests.txt');
  }, 60_000);
});
