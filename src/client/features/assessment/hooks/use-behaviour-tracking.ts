import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { BehaviouralEvent } from '@shared/domain/assessment/behaviour-events';
import { capBehaviouralEvents, type DeviceTier } from '@shared/domain/assessment/response-limits';
import {
  PRUNE_INTERVAL_MS,
  SAMPLE_INTERVAL_MS,
  clickPathEfficiency,
  clickPathEvent,
  detectDeviceTier,
  focusChanged,
  focusEvent,
  hesitationEvent,
  initialDwell,
  pruneOld,
  stepDwell,
  type DwellState,
  type Point,
  type Sample,
} from '../lib/behaviour';

/** The device tier of this browser (spec §5 caps behavioural events per question by it). */
export function currentDeviceTier(): DeviceTier {
  if (typeof navigator === 'undefined') return 'medium';
  const memory = (navigator as Navigator & { deviceMemory?: number }).deviceMemory;
  return detectDeviceTier({ cores: navigator.hardwareConcurrency, memoryGb: memory });
}

export type BehaviourTracker = {
  /** Starts a new question: forgets the events, samples and dwell of the previous one. */
  reset: () => void;
  /** Records the click path that ended at this point (a pointer click on an option). */
  recordClick: (point: Point) => void;
  /** Whether a hesitation was seen since the last reset. */
  hesitated: () => boolean;
  /** This question's events, pruned and capped for the device tier, ready to send. */
  collect: () => BehaviouralEvent[];
};

/**
 * Behaviour tracking of spec §9, while `active`:
 * - the pointer (mouse or pen; touch has no hover to sample) is sampled every 100 ms;
 * - a cursor that stays within 30 px for over 1500 ms is a hesitation (-0.03);
 * - a click on an option turns the sampled points since the question began into a click path whose
 *   efficiency is straight-line distance over distance travelled (+0.02 over 0.8, else -0.01);
 * - window focus, blur and visibility changes are focus_change events (+0.01 / -0.02);
 * - events (and samples) older than 30 s are pruned every 5 s, and `collect` caps them per tier.
 * Everything is kept in refs: tracking never re-renders the screen.
 */
export function useBehaviourTracking(active: boolean, tier: DeviceTier): BehaviourTracker {
  const events = useRef<BehaviouralEvent[]>([]);
  const path = useRef<Sample[]>([]);
  const dwell = useRef<DwellState>(initialDwell);
  const pointer = useRef<Point | null>(null);
  const focused = useRef(true);

  useEffect(() => {
    if (!active) return;
    focused.current = document.visibilityState === 'visible' && document.hasFocus();

    const onPointerMove = (e: PointerEvent) => {
      if (e.pointerType === 'touch') return;
      pointer.current = { x: e.clientX, y: e.clientY };
    };
    // The cursor left the window: whatever it does out there is not a hesitation over the options.
    const onPointerOut = (e: PointerEvent) => {
      if (e.relatedTarget) return;
      pointer.current = null;
      dwell.current = initialDwell;
    };
    const onFocusChange = (isFocused: boolean) => {
      if (!focusChanged(focused.current, isFocused)) return;
      focused.current = isFocused;
      events.current.push(focusEvent(isFocused, Date.now()));
      if (!isFocused) dwell.current = initialDwell;
    };
    const onFocus = () => onFocusChange(true);
    const onBlur = () => onFocusChange(false);
    const onVisibility = () => onFocusChange(document.visibilityState === 'visible' && document.hasFocus());

    const sampler = window.setInterval(() => {
      const at = pointer.current;
      if (!at || !focused.current) return;
      const sample = { ...at, t: Date.now() };
      path.current.push(sample);
      const step = stepDwell(dwell.current, sample);
      dwell.current = step.state;
      if (step.hesitation) events.current.push(hesitationEvent(step.hesitation, sample.t));
    }, SAMPLE_INTERVAL_MS);
    const pruner = window.setInterval(() => {
      const now = Date.now();
      events.current = pruneOld(events.current, now);
      path.current = pruneOld(path.current, now);
    }, PRUNE_INTERVAL_MS);

    window.addEventListener('pointermove', onPointerMove, { passive: true });
    document.addEventListener('pointerout', onPointerOut);
    window.addEventListener('focus', onFocus);
    window.addEventListener('blur', onBlur);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(sampler);
      window.clearInterval(pruner);
      window.removeEventListener('pointermove', onPointerMove);
      document.removeEventListener('pointerout', onPointerOut);
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('blur', onBlur);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [active]);

  const reset = useCallback(() => {
    events.current = [];
    path.current = [];
    dwell.current = initialDwell;
  }, []);

  const recordClick = useCallback((point: Point) => {
    const clickPath = clickPathEfficiency([...path.current, point]);
    if (clickPath) events.current.push(clickPathEvent(clickPath, Date.now()));
    path.current = [];
  }, []);

  const hesitated = useCallback(() => events.current.some((e) => e.event_type === 'hesitation'), []);

  const collect = useCallback(() => capBehaviouralEvents(pruneOld(events.current, Date.now()), tier), [tier]);

  return useMemo(() => ({ reset, recordClick, hesitated, collect }), [reset, recordClick, hesitated, collect]);
}
