import { useEffect, useRef } from 'react';
import { useInteractionQueue } from './use-interaction-queue';

export type ViewedProfile =
  { profile: 'own'; screen: 'reveal' | 'results' } | { profile: 'match'; screen: 'connections'; matchName: string };

/**
 * Issue 14: a profile shown to the person is a 'profile_view' interaction (spec §3), queued with
 * the interaction queue's rules (every 30 s, or as a beacon when the screen or page goes away).
 * One row per profile shown: a re-render, or React's StrictMode re-running the effect, records
 * nothing new (the ref outlives both); another profile (a new match) is a new view.
 */
export function useRecordView(viewed: ViewedProfile | null) {
  const { record } = useInteractionQueue(viewed !== null);
  const recorded = useRef<string | null>(null);
  const key = viewed ? JSON.stringify(viewed) : null;
  useEffect(() => {
    if (!viewed || key === recorded.current) return;
    recorded.current = key;
    record({ type: 'profile_view', content: viewed.profile === 'match' ? viewed.matchName : null, context: { ...viewed } });
    // NOTE: keyed on the serialised view: the caller's object is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, record]);
}
