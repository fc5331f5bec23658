import { Profiler, type ProfilerOnRenderCallback, type ReactNode } from 'react';
import { SLOW_RENDER_MS } from '@shared/domain/monitoring/frame-sampling';

/**
 * Profiling is on in development and in a build made with VITE_PROFILING=1 (vite.config.ts then
 * uses React's profiling build, without which <Profiler> reports nothing in production). Off, this
 * renders its children alone and costs nothing.
 */
export const PROFILING = import.meta.env.DEV || import.meta.env.VITE_PROFILING === '1';

const onRender: ProfilerOnRenderCallback = (id, phase, actualDuration) => {
  if (actualDuration <= SLOW_RENDER_MS) return;
  void import('./slow-render').then((m) => m.reportSlowRender(id, phase, actualDuration));
};

/** Spec §9: renders over 16 ms are slow_render rows, only with profiling on and someone signed in. */
export function RenderProfiler({ id, children }: { id: string; children: ReactNode }) {
  if (!PROFILING) return <>{children}</>;
  return (
    <Profiler id={id} onRender={onRender}>
      {children}
    </Profiler>
  );
}
