import { useEffect, useState } from 'react';
import { HEALTH_CHECK_INTERVAL_MS, systemHealth, type SystemHealth } from '../lib/system-health';
import { useFlowFacts } from '../api/get-flow-facts';
import { pageLoadMs } from '../lib/page-load';

export type HealthCheck = { health: SystemHealth | null; checkedAt: number | null; checking: boolean };

/**
 * §4.6/§9 health check, every 30 s while the caller is mounted: the person's journey facts (re-read
 * from the server), the security score they give, and this page's load time.
 */
export function useSystemHealth(signedIn: boolean): HealthCheck {
  const flow = useFlowFacts(signedIn);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), HEALTH_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  const [checkedAt, setCheckedAt] = useState<number | null>(null);
  const settled = !signedIn || flow.isSuccess || flow.isError;
  useEffect(() => {
    if (settled) setCheckedAt(Date.now());
  }, [settled, flow.dataUpdatedAt, flow.errorUpdatedAt, tick]);
  if (!settled) return { health: null, checkedAt, checking: true };
  const facts = !signedIn ? null : flow.data ? flow.data.flags : 'unavailable';
  return { health: systemHealth(facts, pageLoadMs()), checkedAt, checking: flow.isFetching };
}
