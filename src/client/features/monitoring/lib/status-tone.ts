import type { Tone } from '../components/overlay-panel';

/** Every §4.6 status word as a colour: green when all is well, yellow for a warning, red otherwise. */
const TONES: Record<string, Tone> = {
  healthy: 'good',
  valid: 'good',
  secure: 'good',
  good: 'good',
  warning: 'warning',
  issues: 'warning',
  degraded: 'warning',
  critical: 'poor',
  error: 'poor',
  vulnerable: 'poor',
  poor: 'poor',
};
export const statusTone = (status: string): Tone => TONES[status] ?? 'warning';

/** §9 dashboard score colours. */
export const SCORE_TONE = { green: 'good', yellow: 'warning', red: 'poor' } as const satisfies Record<string, Tone>;
