import { z } from 'zod';

/** Behavioural events (spec §3, §9) and their confidence impacts. */

export const BEHAVIOUR_EVENT_TYPES = ['hesitation', 'click_path', 'focus_change'] as const;

export const behaviouralEventSchema = z.object({
  event_type: z.enum(BEHAVIOUR_EVENT_TYPES),
  event_data: z.record(z.string(), z.unknown()).default({}),
  timestamp_ms: z.number().nonnegative(),
  confidence_impact: z.number().optional(),
});
export type BehaviouralEvent = z.infer<typeof behaviouralEventSchema>;

/** Spec §9 confidence impacts. */
export const BEHAVIOUR_IMPACT = {
  hesitation: -0.03,
  efficientClickPath: 0.02,
  inefficientClickPath: -0.01,
  focus: 0.01,
  blur: -0.02,
} as const;
export const CLICK_PATH_EFFICIENCY_THRESHOLD = 0.8;
/** All events together may move confidence by at most this much, so a noisy device cannot decide it alone. */
export const BEHAVIOUR_ADJUSTMENT_RANGE = [-0.2, 0.1] as const;

/**
 * focus_change carries `{ focused: boolean }`; `{ state | type: 'focus' | 'blur' }` is accepted too.
 * Returns undefined when the event does not say which way focus went.
 */
export const focusDirection = (data: Record<string, unknown>): 'focus' | 'blur' | undefined => {
  if (typeof data.focused === 'boolean') return data.focused ? 'focus' : 'blur';
  const word = data.state ?? data.type;
  return word === 'focus' || word === 'blur' ? word : undefined;
};

/**
 * The confidence impact of one event, recomputed from its type and data: a client-sent
 * confidence_impact is never trusted. click_path reads `event_data.efficiency` (0..1); anything not
 * over 0.8, including a missing value, is the "else" of spec §9.
 */
export const behaviourImpact = (event: Pick<BehaviouralEvent, 'event_type' | 'event_data'>): number => {
  const data = event.event_data ?? {};
  switch (event.event_type) {
    case 'hesitation':
      return BEHAVIOUR_IMPACT.hesitation;
    case 'click_path': {
      const efficiency = data.efficiency;
      return typeof efficiency === 'number' && efficiency > CLICK_PATH_EFFICIENCY_THRESHOLD
        ? BEHAVIOUR_IMPACT.efficientClickPath
        : BEHAVIOUR_IMPACT.inefficientClickPath;
    }
    case 'focus_change': {
      const direction = focusDirection(data);
      if (direction === 'focus') return BEHAVIOUR_IMPACT.focus;
      return direction === 'blur' ? BEHAVIOUR_IMPACT.blur : 0;
    }
    default:
      return 0;
  }
};

/** The events stored with a response: an array, or `{ events: [...] }`; invalid entries are dropped. */
export const eventsOf = (behavioralData: unknown): BehaviouralEvent[] => {
  const list = Array.isArray(behavioralData)
    ? behavioralData
    : behavioralData && typeof behavioralData === 'object' && Array.isArray((behavioralData as { events?: unknown }).events)
      ? (behavioralData as { events: unknown[] }).events
      : [];
  return list.flatMap((item) => {
    const parsed = behaviouralEventSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
};
