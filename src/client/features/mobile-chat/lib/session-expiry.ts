/** Spec §2.15 footer: 'Session expires in Nh', hours rounded (never below 0). */
export function hoursLeft(expiresAt: string | Date, nowMs: number): number {
  const ms = new Date(expiresAt).getTime() - nowMs;
  return Math.max(0, Math.round(ms / 3_600_000));
}

export const sessionExpiresText = (expiresAt: string | Date, nowMs: number) => `Session expires in ${hoursLeft(expiresAt, nowMs)}h`;
