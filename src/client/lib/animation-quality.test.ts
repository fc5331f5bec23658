import { describe, expect, it } from 'vitest';
import { animationQuality, isLowEndDevice, spinnerPeriodSeconds, transitionSeconds } from './animation-quality';

describe('animationQuality (spec §9)', () => {
  it('is none whenever the user prefers reduced motion', () => {
    expect(animationQuality({ reducedMotion: true, fps: 120, cores: 16 })).toBe('none');
    expect(animationQuality({ reducedMotion: true, fps: 10, cores: 2 })).toBe('none');
  });

  it('is low on a low-end device: under 30 fps or fewer than 4 cores', () => {
    expect(animationQuality({ reducedMotion: false, fps: 29.9, cores: 8 })).toBe('low');
    expect(animationQuality({ reducedMotion: false, fps: 60, cores: 3 })).toBe('low');
    expect(animationQuality({ reducedMotion: false, fps: 60, cores: 2 })).toBe('low');
  });

  it('is medium from 30 up to (not including) 45 fps', () => {
    expect(animationQuality({ reducedMotion: false, fps: 30, cores: 4 })).toBe('medium');
    expect(animationQuality({ reducedMotion: false, fps: 44.9, cores: 8 })).toBe('medium');
  });

  it('is high at 45 fps and above with 4 or more cores', () => {
    expect(animationQuality({ reducedMotion: false, fps: 45, cores: 4 })).toBe('high');
    expect(animationQuality({ reducedMotion: false, fps: 60, cores: 8 })).toBe('high');
  });

  it('treats an unknown core count as capable', () => {
    expect(isLowEndDevice({ fps: 60 })).toBe(false);
    expect(animationQuality({ reducedMotion: false, fps: 60 })).toBe('high');
  });

  it('maps quality to transition length and spinner period', () => {
    expect(transitionSeconds).toEqual({ none: 0, low: 0.2, medium: 0.3, high: 0.4 });
    expect([spinnerPeriodSeconds.low, spinnerPeriodSeconds.medium, spinnerPeriodSeconds.high]).toEqual([1, 0.8, 0.6]);
  });
});
