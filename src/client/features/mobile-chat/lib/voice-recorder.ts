import { encodeWav } from '@shared/lib/wav';
import { VOICE_FORMAT } from '@shared/schemas/mobile-chat';
import { meterLevel } from './audio-level';

/** Asks for the microphone: one channel, the browser's echo and noise handling on. */
export const openMicrophone = () =>
  navigator.mediaDevices.getUserMedia({
    audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true },
  });

export type Recording = { wav: Uint8Array; durationMs: number };

export type RecorderCallbacks = {
  /** The level meter's reading (0-100) for each 4096-sample buffer. */
  onLevel: (level: number) => void;
  /** How much has been captured so far, in ms (from samples, not the clock). */
  onProgress: (capturedMs: number) => void;
};

export interface Recorder {
  stop(): Promise<Recording>;
  cancel(): void;
}

/**
 * Records `stream` through the Web Audio API (spec §9: 24 kHz, mono, a 4096-sample buffer) into
 * 16-bit PCM WAV. Not MediaRecorder: its codecs differ by browser, and the server (and any
 * speech-to-text engine) gets the same plain PCM from every phone.
 * NOTE: ScriptProcessorNode is deprecated but universal; an AudioWorklet would need its own module
 * file and gives 128-frame quanta, not the spec's 4096-sample buffer.
 */
export async function startRecording(stream: MediaStream, callbacks: RecorderCallbacks): Promise<Recorder> {
  const context = new AudioContext({ sampleRate: VOICE_FORMAT.sampleRate });
  await context.resume();
  const source = context.createMediaStreamSource(stream);
  const processor = context.createScriptProcessor(VOICE_FORMAT.bufferSize, 1, 1);
  const chunks: Float32Array[] = [];
  let samples = 0;
  processor.onaudioprocess = (event) => {
    const input = event.inputBuffer.getChannelData(0);
    chunks.push(new Float32Array(input));
    samples += input.length;
    callbacks.onLevel(meterLevel(input));
    callbacks.onProgress(Math.round((samples / context.sampleRate) * 1000));
  };
  source.connect(processor);
  // A script processor only runs while connected to the output; it writes nothing, so nothing is heard.
  processor.connect(context.destination);

  const close = () => {
    processor.onaudioprocess = null;
    source.disconnect();
    processor.disconnect();
    void context.close();
  };
  return {
    async stop() {
      close();
      const all = new Float32Array(samples);
      let offset = 0;
      for (const chunk of chunks) {
        all.set(chunk, offset);
        offset += chunk.length;
      }
      return { wav: encodeWav(all, context.sampleRate), durationMs: Math.round((samples / context.sampleRate) * 1000) };
    },
    cancel: close,
  };
}
