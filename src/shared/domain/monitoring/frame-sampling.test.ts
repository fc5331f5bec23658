import { describe, expect, it } from 'vitest';
import { FRAMES_PER_SAMPLE, isJank, jankSeverity, sampleFrames } from './frame-sampling';

const frames = (ms: number, count = FRAMES_PER_SAMPLE) => Array.from({ length: count }, () => ms);

describe('frame sampling (§9)', () => {
  it('counts fps over the window and frames over 33 ms as drops', () => {
    expect(sampleFrames(frames(16))).toEqual({ fps: 62.5, drops: 0 });
    // Floored: just under 20 fps stays under 20 (critical), never rounds up to 20.0 (high).
    expect(sampleFrames(frames(50.1))).toEqual({ fps: 19.9, drops: 60 });
    expect(sampleFrames(frames(50))).toEqual({ fps: 20, drops: 60 });
    expect(sampleFrames([...frames(16, 55), ...frames(34, 5)])).toMatchObject({ drops: 5 });
    expect(sampleFrames(frames(33))).toMatchObject({ drops: 0 });
  });

  it('is jank under 30 fps or with more than 5 drops', () => {
    expect(isJank({ fps: 29.9, drops: 0 })).toBe(true);
    expect(isJank({ fps: 30, drops: 5 })).toBe(false);
    expect(isJank({ fps: 55, drops: 6 })).toBe(true);
  });

  it('grades severity: critical under 20 fps, high under 30, otherwise medium', () => {
    expect(jankSeverity(19.9)).toBe('critical');
    expect(jankSeverity(20)).toBe('high');
    expect(jankSeverity(29.9)).toBe('high');
    expect(jankSeverity(30)).toBe('medium');
    expect(jankSeverity(58)).toBe('medium');
  });
});
