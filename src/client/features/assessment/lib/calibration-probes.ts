import { FAST_RESPONSE_MS, clampReactionTime } from '@shared/domain/assessment/response-limits';
import { HESITATION_THRESHOLD_MS, type CalibrationTrigger, type Scene } from '@shared/domain/assessment/scenes';

/** When a scene's calibration probe fires for an answer. */

export interface ProbeSignals {
  reactionTimeMs?: number | null;
  hesitated?: boolean;
  inconsistent?: boolean;
}

const probeFires = (trigger: CalibrationTrigger, signals: ProbeSignals): boolean => {
  const rt = typeof signals.reactionTimeMs === 'number' ? clampReactionTime(signals.reactionTimeMs) : undefined;
  switch (trigger.condition) {
    case 'always':
      return true;
    case 'hesitation':
      return signals.hesitated === true || (rt !== undefined && rt >= (trigger.threshold ?? HESITATION_THRESHOLD_MS));
    case 'fast_response':
      return rt !== undefined && rt < (trigger.threshold ?? FAST_RESPONSE_MS);
    case 'inconsistent':
      return signals.inconsistent === true;
    default:
      return false;
  }
};

/** The scene's calibration probe when its condition fires for this answer, otherwise null. */
export const calibrationProbeFor = (scene: Pick<Scene, 'calibrationTriggers'>, signals: ProbeSignals): CalibrationTrigger | null =>
  scene.calibrationTriggers.find((trigger) => probeFires(trigger, signals)) ?? null;
