import { describe, expect, it } from 'vitest';
import { insideWhatsappWindow, meansChatGone, retryDelayMs, RETRY_CAP_MS, tooOldToRetry } from './outbox-pacing';

describe('retryDelayMs', () => {
  it('doubles per failure between half and all of the step, and stops growing at the cap', () => {
    expect(retryDelayMs(1, 0)).toBe(1000);
    expect(retryDelayMs(1, 0.999999)).toBe(2000);
    expect(retryDelayMs(2, 0)).toBe(2000);
    expect(retryDelayMs(3, 0.5)).toBe(6000);
    expect(retryDelayMs(30, 1)).toBe(RETRY_CAP_MS);
    expect(retryDelayMs(30, 0)).toBe(RETRY_CAP_MS / 2);
  });

  it("takes the provider's retry_after as a floor, never less", () => {
    expect(retryDelayMs(1, 0, 17)).toBe(17_000);
    expect(retryDelayMs(12, 1, 1)).toBe(RETRY_CAP_MS);
  });

  it('spreads chats that failed together', () => {
    const delays = new Set([0, 0.25, 0.5, 0.75].map((r) => retryDelayMs(4, r)));
    expect(delays.size).toBe(4);
  });
});

describe('the 24-hour window and giving up', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  it('is open for 24 hours after the person last wrote', () => {
    expect(insideWhatsappWindow(new Date('2026-11-26T12:00:01Z'), now)).toBe(true);
    expect(insideWhatsappWindow(new Date('2026-11-26T12:00:00Z'), now)).toBe(false);
    expect(insideWhatsappWindow(null, now)).toBe(false);
  });
  it('gives a message up after a day', () => {
    expect(tooOldToRetry(new Date('2026-11-26T12:00:01Z'), now)).toBe(false);
    expect(tooOldToRetry(new Date('2026-11-26T12:00:00Z'), now)).toBe(true);
  });
  it('knows a blocked bot from other permanent failures', () => {
    expect(meansChatGone('Forbidden: bot was blocked by the user')).toBe(true);
    expect(meansChatGone('Bad Request: message is too long')).toBe(false);
  });
});
