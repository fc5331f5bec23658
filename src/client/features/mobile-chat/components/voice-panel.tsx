import { Mic, MicOff, PhoneOff, Square } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { cn } from '@client/lib/cn';
import { METER_MAX } from '../lib/audio-level';
import type { useVoice } from '../hooks/use-voice';

const seconds = (ms: number) => `${Math.floor(ms / 60_000)}:${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')}`;

/**
 * Spec §2.15 voice panel: 'Enable Voice' asks for the microphone; then Disconnect, a mute toggle
 * and a record toggle with a level meter (0-100) and 'Listening... Tap to stop'.
 */
export function VoicePanel({ voice, busy }: { voice: ReturnType<typeof useVoice>; busy: boolean }) {
  if (voice.state === 'disabled' || voice.state === 'connecting') {
    return (
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void voice.enable()}
        disabled={voice.state === 'connecting'}
        className="self-center"
      >
        {voice.state === 'connecting' ? (
          <Spinner size="sm" label="Asking for the microphone" className="text-current" />
        ) : (
          <Mic aria-hidden="true" />
        )}
        Enable Voice
      </Button>
    );
  }
  const recording = voice.state === 'recording';
  return (
    <div className="flex items-center gap-2 rounded-3xl border border-white/10 bg-white/5 p-2" aria-label="Voice chat">
      <Button variant="ghost" size="icon" onClick={voice.disconnect} aria-label="Disconnect voice">
        <PhoneOff aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={voice.toggleMute}
        aria-pressed={voice.muted}
        aria-label={voice.muted ? 'Unmute microphone' : 'Mute microphone'}
        disabled={recording}
      >
        {voice.muted ? <MicOff aria-hidden="true" /> : <Mic aria-hidden="true" />}
      </Button>
      <div className="flex min-w-0 flex-1 flex-col gap-1 px-1">
        <p className="truncate text-xs font-medium text-white/75" aria-live="polite">
          {recording
            ? `Listening... Tap to stop · ${seconds(voice.capturedMs)}`
            : voice.muted
              ? 'Microphone muted'
              : busy
                ? 'Maya is answering…'
                : 'Tap the mic to talk'}
        </p>
        <div
          className="h-1.5 overflow-hidden rounded-full bg-white/10"
          role="meter"
          aria-label="Microphone level"
          aria-valuemin={0}
          aria-valuemax={METER_MAX}
          aria-valuenow={voice.level}
        >
          <div
            className="h-full rounded-full bg-gradient-to-r from-emerald-400 to-maya transition-[width] duration-100 motion-reduce:transition-none"
            style={{ width: `${voice.level}%` }}
          />
        </div>
      </div>
      <Button
        size="icon"
        onClick={voice.toggleRecording}
        disabled={voice.muted || (busy && !recording)}
        aria-pressed={recording}
        aria-label={recording ? 'Stop recording' : 'Record a voice message'}
        data-captured-ms={voice.capturedMs}
        className={cn(recording && 'animate-pulse bg-red-500 text-white shadow-red-500/30 hover:bg-red-400 motion-reduce:animate-none')}
      >
        {recording ? <Square aria-hidden="true" /> : <Mic aria-hidden="true" />}
      </Button>
    </div>
  );
}
