import { describe, expect, it } from 'vitest';
import { springAtRest, stepSpring, type SpringState } from './spring';

const settle = (target: number, frames: number) => {
  let state: SpringState = { value: 0, velocity: 0 };
  const path: number[] = [];
  for (let i = 0; i < frames; i += 1) {
    state = stepSpring(state, target, 1 / 60);
    path.push(state.value);
  }
  return { state, path };
};

describe('stepSpring', () => {
  it('moves towards the target and comes to rest on it', () => {
    const { state, path } = settle(1, 600);
    expect(path[0]).toBeGreaterThan(0);
    expect(path[10]).toBeGreaterThan(path[0]!);
    expect(springAtRest(state, 1)).toBe(true);
  });

  it('barely overshoots (damped like the parallax spring it replaces)', () => {
    const { path } = settle(1, 600);
    expect(Math.max(...path)).toBeLessThan(1.05);
  });

  it('stays at rest when already on the target', () => {
    expect(stepSpring({ value: 0.5, velocity: 0 }, 0.5, 1 / 60)).toEqual({ value: 0.5, velocity: 0 });
  });
});
