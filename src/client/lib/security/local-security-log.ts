import { anomaliesToLog, appendLocalEvent, logKey, type LocalSecurityLog } from './local-security-rules';
import { buildLocalSecurityEvent, type SecurityEventType } from '@shared/domain/security/events';
import { currentPerson } from './current-person';
import { reportAnomaly } from './report-anomaly';

/**
 * The browser's own security log (spec §3 "Local security event", §9 "Security monitor"): what
 * this browser saw happen to the person's security — sign-ins and failures at the callback, an
 * expired session, a rate limit — kept in localStorage, at most 100 events per person. Each new
 * event runs the §9 anomaly rules over that person's events (on the person's own clock); an anomaly
 * is logged as a HIGH suspicious_login_pattern and, only when someone is signed in (§6), sent to
 * the server, which writes it to security_events and activity_feed. The other events are the
 * server's to write: it sees every one of them itself, with the person's session.
 */
const STORAGE_KEY = 'maya:security-events';

function load(): LocalSecurityLog {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as LocalSecurityLog) : {};
  } catch {
    return {};
  }
}

function store(log: LocalSecurityLog) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(log));
  } catch {
    // NOTE: storage full or blocked: the event is lost locally; the server keeps its own record.
  }
}

const localHour = (ms: number) => new Date(ms).getHours();

/** `userId`: whose event it is; left out, the person signed in now (null: no one). */
export type LocalEventInput = { type: SecurityEventType; userId?: string | null; metadata?: Record<string, unknown> };

/** Records an event of this browser; returns the anomalies it revealed (already logged and reported). */
export function recordLocalSecurityEvent(input: LocalEventInput, nowMs = Date.now()) {
  const userId = input.userId === undefined ? currentPerson() : input.userId;
  const common = { userId, userAgent: navigator.userAgent, nowMs };
  const event = buildLocalSecurityEvent({ ...common, type: input.type, metadata: input.metadata });
  let log = appendLocalEvent(load(), event);
  const anomalies = anomaliesToLog(log[logKey(event)] ?? [], nowMs, localHour);
  if (anomalies.length > 0) {
    log = appendLocalEvent(log, buildLocalSecurityEvent({ ...common, type: 'suspicious_login_pattern', metadata: { anomalies } }));
    if (userId) void reportAnomaly(anomalies).catch(() => {}); // NOTE: best effort; the local copy stays
  }
  store(log);
  return anomalies;
}

/**
 * Sign Out here leaves nothing of the person in this browser (as features/auth's
 * forget-signed-out-person does for memory): their local events go too. NOTE: so the local rules
 * see one signed-in stretch at a time; the server's own rules see every sign-in.
 */
export function forgetLocalSecurityEvents(userId: string) {
  const { [userId]: _, ...rest } = load();
  store(rest);
}
