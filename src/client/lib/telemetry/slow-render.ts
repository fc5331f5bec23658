import { SLOW_RENDER_MS } from '@shared/domain/monitoring/frame-sampling';
import type { PerformanceMetric } from '@shared/schemas/monitoring';
import { currentPath } from './current-path';
import { metricsQueue } from './queues';
import { telemetryUser } from './telemetry-user';

type Phase = 'mount' | 'update' | 'nested-update';

/** A render over 16 ms by a signed-in person is a slow_render row (§9); anything else is nothing. */
export function slowRenderMetric(
  component: string,
  phase: Phase,
  actualDuration: number,
  signedIn: boolean,
  path: string,
): PerformanceMetric | null {
  if (!signedIn || !(actualDuration > SLOW_RENDER_MS)) return null;
  return {
    type: 'slow_render',
    value: Math.round(actualDuration * 100) / 100,
    metadata: { threshold: SLOW_RENDER_MS, component: component.slice(0, 100), phase, path },
  };
}

export function reportSlowRender(component: string, phase: Phase, actualDuration: number) {
  const metric = slowRenderMetric(component, phase, actualDuration, telemetryUser() !== null, currentPath());
  if (metric) metricsQueue.add(metric);
}
