import { describe, expect, it } from 'vitest';
import { TRAITS, type HexacoScores } from '../assessment/hexaco';
import { personaFromProfile } from '../matching/persona-mapping';
import type { TranscriptEntry } from '../matching/persona';
import { pairVerdicts, swapRoles } from './pair-verdicts';

const traits = (v: number) => Object.fromEntries(TRAITS.map((t) => [t, v])) as HexacoScores;
const ana = personaFromProfile({ displayName: 'Ana', hexaco: traits(0.7) });
const ben = personaFromProfile({ displayName: 'Ben', hexaco: traits(0.2) }); // no topics in common: the reasons name the other

describe('pair verdicts', () => {
  it('reads the week from each side: the high side sees the roles swapped and the other by name', () => {
    const transcript: TranscriptEntry[] = [
      { role: 'a', text: 'Hi Ben! How was your day?', day: 1, window: 1 },
      { role: 'b', text: 'Lovely, thanks. Yours?', day: 1, window: 1 },
    ];
    expect(swapRoles(transcript).map((e) => e.role)).toEqual(['b', 'a']);
    expect(swapRoles(swapRoles(transcript))).toEqual(transcript);
    const { low, high } = pairVerdicts(ana, ben, transcript);
    expect(low.score).toBe(high.score);
    expect(JSON.stringify(low.why)).toContain('Ben');
    expect(JSON.stringify(high.why)).toContain('Ana');
    expect(JSON.stringify(high.why)).not.toContain('Ben');
  });
});
