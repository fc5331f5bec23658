import { describe, expect, it } from 'vitest';
import {
  formatMs,
  formatUptime,
  formatVital,
  levelLabel,
  metricDetail,
  penaltyLabel,
  ratingLabel,
  securityEventLabel,
} from './dashboard-view';

describe('dashboard view', () => {
  it('formats durations and vitals in their units', () => {
    expect(formatMs(84.4)).toBe('84 ms');
    expect(formatMs(2345)).toBe('2.35 s');
    expect(formatMs(null)).toBe('—');
    expect(formatVital('CLS', 0.0512)).toBe('0.05');
    expect(formatVital('LCP', 3250)).toBe('3.25 s');
    expect(formatVital('INP', null)).toBe('—');
  });

  it('names levels, ratings, penalties and events for people', () => {
    expect(levelLabel('critical')).toBe('Critical');
    expect(ratingLabel('needs-improvement')).toBe('Needs work');
    expect(ratingLabel(null)).toBe('No data yet');
    expect(penaltyLabel('onboarding_incomplete')).toBe('Onboarding is not finished');
    expect(securityEventLabel('auth_success')).toBe('Signed in');
    expect(securityEventLabel('something_new')).toBe('something new');
  });

  it("describes a person's own measures and the uptime", () => {
    expect(metricDetail('jank_detected', 15.2, { drops: 60, severity: 'critical' })).toBe('15.2 fps · 60 slow frames · critical');
    expect(metricDetail('slow_render', 41, { component: 'routes' })).toBe('41 ms render of routes');
    expect(formatUptime(42)).toBe('42 s');
    expect(formatUptime(7_500)).toBe('2 h 5 min');
    expect(formatUptime(273_600)).toBe('3 d 4 h');
  });
});
