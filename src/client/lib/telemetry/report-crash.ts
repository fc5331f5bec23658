import { metricsQueue } from './queues';
import { telemetryUser } from './telemetry-user';

export type RenderCrash = { errorId: string; boundary: string; message: string; stack?: string; componentStack?: string | null };

const reported = new Set<string>();

/**
 * Spec §8.6: a render crash sends error_boundary_triggered with the error id, boundary, message,
 * stack, component stack, user agent, time, URL and user id, at once (the person may press Try
 * Again or Go Home next). Once per error id (StrictMode runs effects twice in development).
 * NOTE: the URL loses its query string and fragment, which may carry a one-time token.
 */
export function reportRenderCrash(crash: RenderCrash) {
  if (reported.has(crash.errorId)) return;
  reported.add(crash.errorId);
  metricsQueue.add({
    type: 'error_boundary_triggered',
    value: 1,
    metadata: {
      errorId: crash.errorId.slice(0, 100),
      boundary: crash.boundary.slice(0, 100),
      message: (crash.message || 'Unknown error').slice(0, 2000),
      stack: crash.stack?.slice(0, 8000) ?? null,
      componentStack: crash.componentStack?.slice(0, 8000) ?? null,
      userAgent: navigator.userAgent.slice(0, 500),
      timestamp: new Date().toISOString(),
      url: `${window.location.origin}${window.location.pathname}`.slice(0, 2048),
      userId: telemetryUser(),
    },
  });
  void metricsQueue.flush();
}
