import {
  bytesToMb,
  DROPPED_FRAME_MS,
  FRAMES_PER_SAMPLE,
  MONITOR_THRESHOLDS,
  rateFps,
  rateLoad,
  rateMemory,
  type Rating,
} from '../lib/performance-monitor';
import { cn } from '@client/lib/cn';
import { useFrameRate } from '../hooks/use-frame-rate';
import { pageLoadMs, usedHeapBytes } from '../lib/page-load';
import { OverlayPanel, StatusDot, TONE } from './overlay-panel';

const TONE_OF: Record<Rating, keyof typeof TONE> = { good: 'good', warning: 'warning', poor: 'poor' };

function Metric({ label, value, rating, hint }: { label: string; value: string; rating: Rating | null; hint: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 border-t border-white/10 py-2 first:border-t-0">
      <dt className="text-white/80">
        {label}
        <span className="block text-xs text-white/65">{hint}</span>
      </dt>
      <dd
        className={cn(
          'flex shrink-0 items-center gap-2 font-mono text-base whitespace-nowrap tabular-nums',
          rating ? TONE[TONE_OF[rating]] : 'text-white/75',
        )}
        data-rating={rating ?? 'unknown'}
      >
        {rating && <StatusDot tone={TONE_OF[rating]} />}
        {value}
      </dd>
    </div>
  );
}

/**
 * Ctrl+Shift+P (§2.16, §9): frames per second sampled every 60 frames, frames over 33 ms, memory
 * where the browser reports it and the page's load time, each coloured by the monitor thresholds.
 * It measures only while it is open.
 */
export default function PerformanceMonitor({ onClose }: { onClose: () => void }) {
  const sample = useFrameRate();
  const heap = usedHeapBytes(); // re-read on every render, i.e. with every sample
  const load = pageLoadMs();
  const t = MONITOR_THRESHOLDS;
  return (
    <OverlayPanel title="Performance monitor" shortcut="Ctrl+Shift+P" placement="top-left" onClose={onClose}>
      <dl aria-live="off">
        <Metric
          label="Frame rate"
          hint={`every ${FRAMES_PER_SAMPLE} frames · good ≥ ${t.fps.good}, poor < ${t.fps.warning}`}
          value={sample ? `${Math.round(sample.fps)} fps` : 'measuring…'}
          rating={sample ? rateFps(sample.fps) : null}
        />
        <Metric
          label="Dropped frames"
          hint={`frames over ${DROPPED_FRAME_MS} ms in the last sample`}
          value={sample ? String(sample.drops) : '—'}
          rating={null}
        />
        <Metric
          label="Memory"
          hint={`JS heap · good < ${t.memoryMb.good} MB, poor ≥ ${t.memoryMb.warning} MB`}
          value={heap === null ? 'not reported' : `${bytesToMb(heap)} MB`}
          rating={heap === null ? null : rateMemory(bytesToMb(heap))}
        />
        <Metric
          label="Load time"
          hint={`good < ${t.loadMs.good} ms, poor ≥ ${t.loadMs.warning} ms`}
          value={load === null ? 'not reported' : `${load} ms`}
          rating={load === null ? null : rateLoad(load)}
        />
      </dl>
    </OverlayPanel>
  );
}
