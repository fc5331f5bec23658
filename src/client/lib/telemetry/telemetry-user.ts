/**
 * Who is signed in, for telemetry that starts outside React (the error boundaries, the profiler):
 * set by the app's telemetry component from the session. The server stores the session's person
 * whatever this says; it only decides whether slow renders are reported at all (§9).
 */
let userId: string | null = null;

export const telemetryUser = () => userId;
export const setTelemetryUser = (id: string | null) => {
  userId = id;
};
