import { apiPaths } from '@client/config/paths';
import { api } from '@client/lib/api-client';
import type { AnomalyType } from '@shared/domain/security/anomalies';
import { reportSecurityEventResponseSchema } from '@shared/schemas/security';

/**
 * POST /api/security/events: the anomaly the local rules found, written by the server for the
 * signed-in person (§6). Lives in lib, not in a feature: the auth callback records events too.
 */
export const reportAnomaly = (anomalies: AnomalyType[]) =>
  api(apiPaths.securityEvents, {
    schema: reportSecurityEventResponseSchema,
    body: {
      type: 'suspicious_login_pattern',
      anomalies,
      url: location.origin + location.pathname,
      screen_size: `${screen.width}x${screen.height}`,
      viewport: `${innerWidth}x${innerHeight}`,
    },
  });
