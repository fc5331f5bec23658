import { describe, expect, it } from 'vitest';
import {
  AUTOMATION_UPDATE_FAILED,
  automationBadge,
  automationSummary,
  formatStat,
  heroLine,
  STAT_TILES,
  toggleFor,
} from './automation-view';

describe('automation view (§2.11, §4.6)', () => {
  it('badges active and paused, and a not-started agent', () => {
    expect(automationBadge('active')).toEqual({ label: 'Active', tone: 'active' });
    expect(automationBadge('paused')).toEqual({ label: 'Paused', tone: 'paused' });
    expect(automationBadge('none').tone).toBe('idle');
  });

  it('toggles active → pause and paused → resume; nothing to toggle without a session', () => {
    expect(toggleFor('active')).toEqual({ action: 'pause_automation', label: 'Pause' });
    expect(toggleFor('paused')).toEqual({ action: 'resume_automation', label: 'Resume' });
    expect(toggleFor('none')).toBeNull();
  });

  it('describes each status', () => {
    expect(automationSummary('paused')).toMatch(/resume/);
    expect(automationSummary('active')).toMatch(/Maya/);
    expect(automationSummary('none')).toMatch(/chat app/);
    expect(automationSummary('active', false)).toBe("Your agent starts looking once you tell Maya who you'd like to meet.");
    expect(automationSummary('none', false)).toMatch(/chat app/);
  });

  it('keeps the hero line true to the status', () => {
    expect(heroLine('paused')).toMatch(/paused/);
    expect(heroLine('none')).toMatch(/chat app/);
    expect(heroLine('active', false)).toMatch(/tell Maya who you'd like to meet/);
    expect(heroLine('active', true)).toMatch(/out meeting people/);
    expect(heroLine('active')).toBe(heroLine(undefined));
  });

  it('labels the three tiles for people, in the spec order', () => {
    expect(STAT_TILES.map((t) => t.key)).toEqual(['profilesAnalyzed', 'matchesFound', 'conversationsStarted']);
    expect(STAT_TILES.map((t) => t.label)).toEqual(['Profiles analyzed', 'Matches found', 'Conversations started']);
  });

  it('formats counts', () => {
    expect(formatStat(0)).toBe('0');
    expect(formatStat(12345)).toBe('12,345');
    expect(formatStat(-3)).toBe('0');
    expect(formatStat(2.7)).toBe('2');
    expect(formatStat(Number.NaN)).toBe('0');
  });

  it('uses the §8.4 failure text', () => {
    expect(AUTOMATION_UPDATE_FAILED).toEqual({ title: 'Error', description: 'Unable to update automation status. Please try again.' });
  });
});
