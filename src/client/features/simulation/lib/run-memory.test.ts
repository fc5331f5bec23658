import { describe, expect, it } from 'vitest';
import { forgetRun, rememberRun, rememberedRun } from './run-memory';

const memoryStorage = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
};

describe('the run a reload resumes', () => {
  it('remembers the run and how far it was shown, and forgets it', () => {
    const storage = memoryStorage();
    expect(rememberedRun(storage)).toBeNull();
    rememberRun({ id: 'r1', shown: 7 }, storage);
    expect(rememberedRun(storage)).toEqual({ id: 'r1', shown: 7 });
    forgetRun(storage);
    expect(rememberedRun(storage)).toBeNull();
  });

  it('treats damaged entries as no run, and a bad count as nothing shown', () => {
    const storage = memoryStorage();
    storage.setItem('maya.simulation.run', '{not json');
    expect(rememberedRun(storage)).toBeNull();
    storage.setItem('maya.simulation.run', JSON.stringify({ id: 'r2', shown: -3 }));
    expect(rememberedRun(storage)).toEqual({ id: 'r2', shown: 0 });
    storage.setItem('maya.simulation.run', JSON.stringify({ shown: 3 }));
    expect(rememberedRun(storage)).toBeNull();
  });
});
