import { useCallback, useState } from 'react';
import { stopSpeaking } from '../lib/speak';

const KEY = 'maya.chat.speaker';

const readMuted = () => {
  try {
    return window.localStorage.getItem(KEY) !== 'on';
  } catch {
    return true;
  }
};

/**
 * The header's mute toggle: whether Maya's replies are spoken. Quiet until the person turns it on
 * (or enables voice); their choice is kept on the phone.
 */
export function useSpeaker() {
  const [muted, setMutedState] = useState(readMuted);
  const setMuted = useCallback((next: boolean) => {
    setMutedState(next);
    if (next) stopSpeaking();
    try {
      window.localStorage.setItem(KEY, next ? 'off' : 'on');
    } catch {
      // Private mode: the choice lasts for this visit.
    }
  }, []);
  const toggle = useCallback(() => setMuted(!muted), [muted, setMuted]);
  return { muted, setMuted, toggle };
}
