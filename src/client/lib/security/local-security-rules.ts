import {
  ANOMALY_TYPES,
  DEVICE_CHANGE_WINDOW_MS,
  RAPID_REQUESTS_WINDOW_MS,
  TIME_ANOMALY_WINDOW_MS,
  detectAnomalies,
  type AnomalyType,
  type HourOf,
} from '@shared/domain/security/anomalies';
import { MAX_LOCAL_EVENTS_PER_USER, type LocalSecurityEvent } from '@shared/domain/security/events';

/**
 * The browser's own security log (spec §3 "Local security event", §9 "at most 100 per user"): events
 * grouped by person, the newest last. Pure: the client keeps it in localStorage.
 */
export type LocalSecurityLog = Record<string, LocalSecurityEvent[]>;

/** Events without a person are kept under this key. */
export const ANONYMOUS_KEY = 'anonymous';

export const logKey = (event: Pick<LocalSecurityEvent, 'userId'>) => event.userId ?? ANONYMOUS_KEY;

/** Adds an event to its person's list, keeping that person's newest 100. */
export function appendLocalEvent(log: LocalSecurityLog, event: LocalSecurityEvent): LocalSecurityLog {
  const key = logKey(event);
  const list = [...(log[key] ?? []), event].slice(-MAX_LOCAL_EVENTS_PER_USER);
  return { ...log, [key]: list };
}

const WINDOW_MS: Record<AnomalyType, number> = {
  rapid_requests: RAPID_REQUESTS_WINDOW_MS,
  device_change: DEVICE_CHANGE_WINDOW_MS,
  time_anomaly: TIME_ANOMALY_WINDOW_MS,
};

const reportedAnomalies = (event: LocalSecurityEvent): AnomalyType[] => {
  const list = event.metadata.anomalies;
  return Array.isArray(list) ? list.filter((a): a is AnomalyType => (ANOMALY_TYPES as readonly string[]).includes(a as string)) : [];
};

/**
 * §9 anomaly rules over one person's local events: the anomalies found now that were not already
 * logged (as a suspicious_login_pattern) within that rule's own window, so a burst is reported once,
 * not on every further event. The suspicious_login_pattern events themselves are not counted.
 */
export function anomaliesToLog(events: readonly LocalSecurityEvent[], nowMs: number, hourOf?: HourOf): AnomalyType[] {
  const counted = events
    .filter((e) => e.type !== 'suspicious_login_pattern')
    .map((e) => ({ timestamp: Date.parse(e.timestamp), userAgent: e.userAgent }));
  const found = detectAnomalies(counted, nowMs, hourOf);
  const recent = events.filter((e) => e.type === 'suspicious_login_pattern');
  return found.filter(
    (anomaly) => !recent.some((e) => reportedAnomalies(e).includes(anomaly) && nowMs - Date.parse(e.timestamp) < WINDOW_MS[anomaly]),
  );
}
