import { describe, expect, it } from 'vitest';
import { HOME_SECTIONS, sectionOf } from './home-sections';

describe('the sections of the member home', () => {
  it('come in the order of the issue: introductions, Maya, profile, settings, each at its own /done address', () => {
    expect(HOME_SECTIONS.map((s) => [s.label, s.path])).toEqual([
      ['Introductions', '/done/introductions'],
      ['Maya', '/done/maya'],
      ['Profile', '/done/profile'],
      ['Settings', '/done/settings'],
    ]);
  });

  it('/done itself opens Introductions; each address its own section, with or without a trailing slash', () => {
    expect(sectionOf('/done')).toBe('introductions');
    expect(sectionOf('/done/')).toBe('introductions');
    expect(sectionOf('/done/introductions')).toBe('introductions');
    expect(sectionOf('/done/maya')).toBe('maya');
    expect(sectionOf('/done/profile/')).toBe('profile');
    expect(sectionOf('/done/settings')).toBe('settings');
  });

  it('knows no section outside the home', () => {
    expect(sectionOf('/done/elsewhere')).toBeNull();
    expect(sectionOf('/reveal')).toBeNull();
  });
});
