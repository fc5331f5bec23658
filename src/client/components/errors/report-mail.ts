/** Pure helpers for the error screen's Error ID and its "Report" mail draft (spec §2.16). */

export type ErrorReport = {
  errorId: string;
  error: unknown;
  /** Which boundary caught it, e.g. "route" or "app". */
  boundary: string;
  url: string;
  /** ISO 8601. */
  timestamp: string;
};

/** e.g. "ERR-M5X2K9QA-7F3C": time part for rough ordering, random part for uniqueness. */
export function createErrorId(now = Date.now(), random: () => number = Math.random): string {
  const rand = Math.floor(random() * 0x10000)
    .toString(16)
    .toUpperCase()
    .padStart(4, '0');
  return `ERR-${now.toString(36).toUpperCase()}-${rand}`;
}

export function describeError(error: unknown): { name: string; message: string; stack?: string } {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  if (error && typeof error === 'object') {
    const { status, statusText, data } = error as { status?: unknown; statusText?: unknown; data?: unknown };
    if (typeof status === 'number') {
      return {
        name: `HTTP ${status}`,
        message: [statusText, typeof data === 'string' ? data : ''].filter(Boolean).join(' — ') || 'Route error',
      };
    }
  }
  return { name: 'Error', message: typeof error === 'string' ? error : 'Unknown error' };
}
