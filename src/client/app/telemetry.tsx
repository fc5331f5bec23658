import { useEffect } from 'react';
import { useAuth } from '@client/features/auth/hooks/use-auth';
import { startJankReporting } from '@client/lib/telemetry/jank';
import { setTelemetryUser } from '@client/lib/telemetry/telemetry-user';
import { startWebVitals } from '@client/lib/telemetry/web-vitals';

/**
 * The app's own measures (issue 15): web vitals for everyone, frame sampling (jank) while someone
 * is signed in (§9). Loaded lazily after the first screen (providers.tsx), so none of it is in
 * the entry chunk, and never on the prerendered landing page before the app starts.
 */
export default function Telemetry() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  useEffect(() => setTelemetryUser(userId), [userId]);
  useEffect(() => startWebVitals(), []);
  useEffect(() => (userId ? startJankReporting() : undefined), [userId]);
  return null;
}
