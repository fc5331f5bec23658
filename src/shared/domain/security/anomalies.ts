/** §9 "Session and auth": the sign-in anomaly rules, over a user's recent security events. */

export const ANOMALY_TYPES = ['rapid_requests', 'device_change', 'time_anomaly'] as const;
export type AnomalyType = (typeof ANOMALY_TYPES)[number];

export const RAPID_REQUESTS_WINDOW_MS = 60_000;
export const RAPID_REQUESTS_MIN_EVENTS = 10;
export const DEVICE_CHANGE_WINDOW_MS = 24 * 60 * 60 * 1000;
export const DEVICE_CHANGE_MIN_AGENTS = 3;
export const TIME_ANOMALY_WINDOW_MS = 60 * 60 * 1000;
export const TIME_ANOMALY_MIN_EVENTS = 2;
/** Usual hours are [06:00, 23:00) on the person's own clock (UTC when their time zone is unknown). */
export const USUAL_HOURS_START = 6;
export const USUAL_HOURS_END = 23;

/** How far back the rules look: their longest window. */
export const ANOMALY_LOOKBACK_MS = Math.max(RAPID_REQUESTS_WINDOW_MS, DEVICE_CHANGE_WINDOW_MS, TIME_ANOMALY_WINDOW_MS);

/** `timeZone`: the IANA zone of the browser behind the event, when it told us (e.g. at sign-in). */
export type AnomalyEvent = { timestamp: number; userAgent: string; timeZone?: string };

const within = (events: readonly AnomalyEvent[], nowMs: number, windowMs: number) =>
  events.filter((e) => Number.isFinite(e.timestamp) && e.timestamp <= nowMs && nowMs - e.timestamp < windowMs);

/** The hour (0-23) of an event on the person's clock. */
export type HourOf = (timestampMs: number, timeZone?: string) => number;

/** True for an IANA time zone name this runtime knows (`Europe/Paris`, `UTC`). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The hour in the event's own time zone; UTC when it has none (or one this runtime does not know). */
export const zonedHour: HourOf = (timestampMs, timeZone) => {
  if (!timeZone || !isKnownTimeZone(timeZone)) return new Date(timestampMs).getUTCHours();
  const hour = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(timestampMs);
  return Number(hour);
};

const isUnusualHour = (event: AnomalyEvent, hourOf: HourOf): boolean => {
  const hour = hourOf(event.timestamp, event.timeZone);
  return hour < USUAL_HOURS_START || hour >= USUAL_HOURS_END;
};

/**
 * §9 anomaly rules over a user's recent events (timestamps in ms; windows end at `nowMs`, events
 * after `nowMs` are ignored):
 * - rapid_requests: 10 or more events in the last 60 s;
 * - device_change: 3 or more distinct (non-empty) user agents in the last 24 h;
 * - time_anomaly: 2 or more events in the last hour at an hour outside 06:00-23:00.
 * Hours are the person's: each event's own time zone (the server records the browser's zone with
 * each sign-in), UTC for an event without one. The browser's monitor passes its local hour.
 * Any anomaly should be logged as a HIGH suspicious_login_pattern event.
 */
export function detectAnomalies(events: readonly AnomalyEvent[], nowMs: number, hourOf: HourOf = zonedHour): AnomalyType[] {
  const found: AnomalyType[] = [];
  if (within(events, nowMs, RAPID_REQUESTS_WINDOW_MS).length >= RAPID_REQUESTS_MIN_EVENTS) found.push('rapid_requests');
  const agents = new Set(
    within(events, nowMs, DEVICE_CHANGE_WINDOW_MS)
      .map((e) => e.userAgent)
      .filter((ua) => ua !== ''),
  );
  if (agents.size >= DEVICE_CHANGE_MIN_AGENTS) found.push('device_change');
  const unusual = within(events, nowMs, TIME_ANOMALY_WINDOW_MS).filter((e) => isUnusualHour(e, hourOf));
  if (unusual.length >= TIME_ANOMALY_MIN_EVENTS) found.push('time_anomaly');
  return found;
}
