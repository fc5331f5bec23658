import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlaybackPosition } from '../lib/playback-timing';
import { createPlaybackDriver, type PlaybackDriver } from '../lib/playback';

export interface Playback {
  /** How many of the received messages are on screen. */
  shown: number;
  /** The last message has been shown and 1 s has passed since (spec §4.6). */
  complete: boolean;
  /** Shows everything received at once (and completes if the stream is over). */
  skip: () => void;
}

/**
 * Plays the received messages one at a time with the §9 pauses (see lib/playback.ts). The first
 * `alreadyShown` (seen before a reload) appear at once as they arrive. A new `take` (the week began
 * again) plays its messages from the first.
 */
export function usePlayback(messages: readonly PlaybackPosition[], ended: boolean, alreadyShown = 0, take = 0): Playback {
  const [shown, setShown] = useState(0);
  const [complete, setComplete] = useState(false);
  const driverRef = useRef<PlaybackDriver | null>(null);
  const pushedRef = useRef(0);

  useEffect(() => {
    const driver = createPlaybackDriver({ onShow: setShown, onComplete: () => setComplete(true) });
    driverRef.current = driver;
    pushedRef.current = 0;
    setShown(0);
    setComplete(false);
    return () => {
      driver.dispose();
      driverRef.current = null;
    };
  }, [take]);

  useEffect(() => {
    const driver = driverRef.current;
    if (!driver) return;
    if (messages.length > pushedRef.current) {
      driver.push(messages.slice(pushedRef.current));
      pushedRef.current = messages.length;
    }
    if (alreadyShown > 0) driver.jumpTo(alreadyShown);
    if (ended) driver.end();
  }, [messages, ended, alreadyShown, take]);

  const skip = useCallback(() => driverRef.current?.skip(), []);
  return { shown: Math.min(shown, messages.length), complete, skip };
}
