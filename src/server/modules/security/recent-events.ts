import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { securityEvents } from '../../db/schema';
import {
  PRIVACY_EVENT_TYPES,
  RISK_LEVELS,
  SECURITY_EVENT_TYPES,
  type RiskLevel,
  type SecurityEventType,
} from '@shared/domain/security/events';
import { SECURITY_EVENTS_SHOWN, type SecurityEventView } from '@shared/schemas/security';

const SHOWN_TYPES: readonly string[] = [...SECURITY_EVENT_TYPES, ...PRIVACY_EVENT_TYPES];
const isType = (t: string): t is SecurityEventType => SHOWN_TYPES.includes(t);
const isRisk = (r: string): r is RiskLevel => (RISK_LEVELS as readonly string[]).includes(r);

/** §7.2 "security_events: select last 10 by user_id, created_at descending" (served by its index). */
export async function recentSecurityEvents(db: Database, userId: string): Promise<SecurityEventView[]> {
  const rows = await db
    .select({
      id: securityEvents.id,
      eventType: securityEvents.eventType,
      riskLevel: securityEvents.riskLevel,
      createdAt: securityEvents.createdAt,
      eventData: securityEvents.eventData,
    })
    .from(securityEvents)
    .where(eq(securityEvents.userId, userId))
    .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
    .limit(SECURITY_EVENTS_SHOWN);
  return rows.flatMap((r) => {
    if (!isType(r.eventType) || !isRisk(r.riskLevel)) return [];
    const data = r.eventData;
    const metadata =
      data.metadata && typeof data.metadata === 'object' && !Array.isArray(data.metadata) ? (data.metadata as Record<string, unknown>) : {};
    return [
      {
        id: r.id,
        event_type: r.eventType,
        risk_level: r.riskLevel,
        created_at: r.createdAt.toISOString(),
        user_agent: typeof data.userAgent === 'string' ? data.userAgent : '',
        metadata,
      },
    ];
  });
}
