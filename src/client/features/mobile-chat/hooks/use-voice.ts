import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { VOICE_FORMAT } from '@shared/schemas/mobile-chat';
import { CHAT_TOASTS } from '../lib/mobile-chat-copy';
import { openMicrophone, startRecording, type Recorder, type Recording } from '../lib/voice-recorder';

/** Spec §4.6 voice chat: disabled, connecting, enabled, recording. */
export type VoiceState = 'disabled' | 'connecting' | 'enabled' | 'recording';

/**
 * The voice panel's microphone: asked for on 'Enable Voice', held until Disconnect. Recording is
 * a toggle; stopping hands the WAV to `onRecorded`. The mute toggle silences the microphone
 * (its track is disabled) without giving it up.
 */
export function useVoice(onRecorded: (recording: Recording) => void) {
  const [state, setState] = useState<VoiceState>('disabled');
  const [muted, setMuted] = useState(false);
  const [level, setLevel] = useState(0);
  const [capturedMs, setCapturedMs] = useState(0);
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<Recorder | null>(null);
  const recorded = useRef(onRecorded);
  recorded.current = onRecorded;

  const release = useCallback(() => {
    recorder.current?.cancel();
    recorder.current = null;
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  }, []);
  useEffect(() => release, [release]);

  const enable = useCallback(async () => {
    setState('connecting');
    try {
      stream.current = await openMicrophone();
      setMuted(false);
      setState('enabled');
    } catch {
      toast.error(CHAT_TOASTS.voiceUnavailable.title, { description: CHAT_TOASTS.voiceUnavailable.description });
      setState('disabled');
    }
  }, []);

  const disconnect = useCallback(() => {
    release();
    setLevel(0);
    setState('disabled');
  }, [release]);

  const toggleMute = useCallback(() => {
    setMuted((was) => {
      stream.current?.getAudioTracks().forEach((track) => (track.enabled = was));
      return !was;
    });
  }, []);

  const stop = useCallback(async () => {
    const active = recorder.current;
    if (!active) return;
    recorder.current = null;
    setState('enabled');
    setLevel(0);
    recorded.current(await active.stop());
  }, []);

  const start = useCallback(async () => {
    if (!stream.current || recorder.current) return;
    try {
      setCapturedMs(0);
      recorder.current = await startRecording(stream.current, {
        onLevel: setLevel,
        onProgress: (ms) => {
          setCapturedMs(ms);
          if (ms >= VOICE_FORMAT.maxMs) void stop();
        },
      });
      setState('recording');
    } catch {
      recorder.current = null;
      toast.error(CHAT_TOASTS.recordingFailed.title, { description: CHAT_TOASTS.recordingFailed.description });
    }
  }, [stop]);

  const toggleRecording = useCallback(() => void (state === 'recording' ? stop() : start()), [state, start, stop]);

  return { state, muted, level, capturedMs, enable, disconnect, toggleMute, toggleRecording };
}
